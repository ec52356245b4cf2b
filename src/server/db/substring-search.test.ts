import { and, eq } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase } from "../test/database.js";
import type { DatabaseHandle } from "./client.js";
import { totalFromPage } from "./page-total.js";
import { customer } from "./schema/customers.js";
import { containsText, substringPieces } from "./substring-search.js";

/**
 * `containsText` (the lists' `query=` search, split into three-character pieces for the trigram
 * index) finds exactly the rows whose text contains the search, ignoring case: the same rows as
 * `strpos(lower(column), lower(text)) > 0`, which no index serves, on PGlite and PostgreSQL.
 */
let db: DatabaseHandle;
const ORG = "org-substring";
const EMAILS = [
  "Ann.Lee@Example.com",
  "buyer77@example.com",
  "buyer177@example.com",
  "buyer7077@example.org",
  "per%cent_under\\slash@example.net",
  "müller.ÖZIL@beispiel.de",
  "ΣΟΦΙΑ.οδυσσεας@example.gr",
  "zoë@example.com",
  "ab@x.io",
];

const query = async <T>(text: string, params: unknown[] = []): Promise<T[]> =>
  db.pglite
    ? ((await db.pglite.query(text, params)).rows as T[])
    : ((await db.pool!.query(text, params)).rows as T[]);

beforeAll(async () => {
  db = await openTestDatabase();
  await query(
    `insert into customer (id, organization_id, email, name, invoice_prefix, created_at)
     select gen_random_uuid(), org, e, 'Name of ' || e, 'P', now()
     from unnest($1::text[]) e, unnest(array[$2, 'org-substring-other']) org`,
    [EMAILS, ORG],
  );
});
afterAll(() => db.close());

async function matches(text: string): Promise<string[]> {
  const rows = await db.db
    .select({ email: customer.email })
    .from(customer)
    .where(and(eq(customer.organizationId, ORG), containsText(customer.email, text)));
  return rows.map((r) => r.email).sort();
}

async function reference(text: string): Promise<string[]> {
  const rows = await query<{ email: string }>(
    "select email from customer where organization_id = $1 and strpos(lower(email), lower($2)) > 0",
    [ORG, text],
  );
  return rows.map((r) => r.email).sort();
}

describe("containsText", () => {
  it("finds what a case-insensitive substring test finds, for fragments of the stored texts", async () => {
    for (const text of [
      "buyer77@example",
      "BUYER7",
      "77@",
      "%",
      "_under\\",
      "MÜLLER.öz",
      "σοφια.Ο",
      "ς@",
      "zoë",
      "ab",
      "x",
      "nothing here",
    ]) {
      expect(await matches(text), text).toEqual(await reference(text));
    }
  });

  it("agrees with the reference on random fragments and texts", async () => {
    const fragment = fc
      .tuple(fc.constantFrom(...EMAILS), fc.nat(), fc.nat(), fc.boolean())
      .map(([e, a, b, upper]) => {
        const chars = Array.from(e);
        const from = a % chars.length;
        const s = chars.slice(from, from + 1 + (b % 12)).join("");
        return upper ? s.toUpperCase() : s;
      });
    const noise = fc.string({ unit: fc.constantFrom(..."ab7@.%_\\ΣσöÖ"), minLength: 1, maxLength: 8 });
    await fc.assert(
      fc.asyncProperty(fc.oneof(fragment, noise), async (text) => {
        expect(await matches(text)).toEqual(await reference(text));
      }),
      { numRuns: 60 },
    );
  });

  it("splits a text into its distinct three-character pieces, at most 32, evenly spread", () => {
    expect(substringPieces("buyer77@example")).toEqual([
      "buy",
      "uye",
      "yer",
      "er7",
      "r77",
      "77@",
      "7@e",
      "@ex",
      "exa",
      "xam",
      "amp",
      "mpl",
      "ple",
    ]);
    expect(substringPieces("ab")).toEqual([]);
    expect(substringPieces("@.-_")).toEqual([]);
    expect(substringPieces("AAAaaab")).toEqual(["AAA", "aab"]);
    const long = substringPieces("abcdefghijklmnopqrstuvwxyz0123456789αβγδ");
    expect(long).toHaveLength(32);
    expect(long[0]).toBe("abc");
    expect(long.at(-1)).toBe("βγδ");
  });
});

describe("totalFromPage", () => {
  it("is the total when the page is the last one, and undefined when it cannot tell", () => {
    expect(totalFromPage(0, 0, 10)).toBe(0);
    expect(totalFromPage(3, 0, 10)).toBe(3);
    expect(totalFromPage(3, 20, 10)).toBe(23);
    expect(totalFromPage(10, 0, 10)).toBeUndefined();
    expect(totalFromPage(0, 20, 10)).toBeUndefined();
  });
});
