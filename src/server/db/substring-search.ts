import { type AnyColumn, and, ilike, type SQL } from "drizzle-orm";

/** `text` as a literal inside a LIKE pattern (`\` is PostgreSQL's default LIKE escape). */
export const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** At most this many three-character pieces per search (a pasted id or key has ~35). */
const MAX_PIECES = 32;

/**
 * The distinct three-character pieces of `text` that hold a letter or digit (pg_trgm indexes
 * nothing else), spread evenly over the text when there are more than `MAX_PIECES`. Pieces with a
 * Greek sigma are left out: its lower case depends on its neighbours under an ICU collation, so a
 * piece lowered alone might not occur in the lowered text.
 */
export function substringPieces(text: string): string[] {
  const seen = new Map<string, string>();
  const chars = Array.from(text);
  for (let i = 0; i + 3 <= chars.length; i++) {
    const piece = chars.slice(i, i + 3).join("");
    if (!/[\p{L}\p{N}]/u.test(piece) || /[Σσς]/.test(piece)) continue;
    const key = piece.toLowerCase();
    if (!seen.has(key)) seen.set(key, piece);
  }
  const pieces = [...seen.values()];
  if (pieces.length <= MAX_PIECES) return pieces;
  return Array.from(
    { length: MAX_PIECES },
    (_, i) => pieces[Math.round((i * (pieces.length - 1)) / (MAX_PIECES - 1))]!,
  );
}

/**
 * SQL condition: `column` contains `text`, ignoring case (`column ILIKE '%text%'`), written so a
 * trigram (pg_trgm) GIN index finds the rows by intersecting rare trigrams first.
 *
 * For one `ILIKE`, GIN takes only the pattern's rarest trigram as required and, for each row
 * holding it, loads every other trigram's posting list up to that row: when each trigram is common
 * and only their combination is rare (`buyer77@example` among a million `buyerN@example.com`),
 * that reads the whole posting lists of the common ones. Each three-character piece of the text
 * as its own `ILIKE` is a separate scan key, and GIN intersects separate keys by leapfrogging
 * (each key skips to the other keys' next candidate), so the common trigrams are only probed at
 * rows that the rare ones share. Every piece is implied by the whole text, so the pieces never
 * drop a match; the whole `ILIKE` stays, exact, and gives the planner its estimate of how many
 * rows match (from the column's histogram), so it can still prefer an ordered index scan with a
 * filter when the text is common.
 */
export function containsText(column: AnyColumn | SQL, text: string): SQL {
  const pieces = substringPieces(text).map((p) => ilike(column, `%${escapeLike(p)}%`));
  return and(...pieces, ilike(column, `%${escapeLike(text)}%`))!;
}
