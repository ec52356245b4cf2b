import { and, count, desc, eq, inArray, isNull, type SQL } from "drizzle-orm";
import { file } from "../../db/schema/files.js";
import { inOrganization } from "../../db/tenant.js";
import type { Executor } from "../../db/types.js";

export type { DeclaredPart } from "../../db/schema/files.js";

export type FileRow = typeof file.$inferSelect;

const live = (organizationId: string) => inOrganization(file, organizationId, isNull(file.deletedAt));

export async function insertFile(db: Executor, row: typeof file.$inferInsert): Promise<FileRow> {
  const [saved] = await db.insert(file).values(row).returning();
  return saved!;
}

/** A file of the organization that is not deleted. */
export async function findFile(
  db: Executor,
  organizationId: string,
  id: string,
): Promise<FileRow | undefined> {
  const [row] = await db
    .select()
    .from(file)
    .where(and(live(organizationId), eq(file.id, id)));
  return row;
}

/** A live file by id alone: only for the part-upload route, whose signed token names the file. */
export async function findFileForUpload(db: Executor, id: string): Promise<FileRow | undefined> {
  const [row] = await db
    .select()
    .from(file)
    .where(and(eq(file.id, id), isNull(file.deletedAt)));
  return row;
}

export async function findFiles(db: Executor, organizationId: string, ids: string[]): Promise<FileRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(file)
    .where(and(live(organizationId), inArray(file.id, ids)));
}

export async function listFiles(
  db: Executor,
  organizationId: string,
  opts: { ids?: string[]; offset: number; limit: number },
): Promise<{ rows: FileRow[]; total: number }> {
  const clauses: (SQL | undefined)[] = [live(organizationId)];
  if (opts.ids) clauses.push(inArray(file.id, opts.ids));
  const where = and(...clauses);
  const rows = await db
    .select()
    .from(file)
    .where(where)
    .orderBy(desc(file.createdAt), desc(file.id))
    .limit(opts.limit)
    .offset(opts.offset);
  const [total] = await db.select({ n: count() }).from(file).where(where);
  return { rows, total: total?.n ?? 0 };
}

export async function updateFile(
  db: Executor,
  organizationId: string,
  id: string,
  patch: Partial<typeof file.$inferInsert>,
): Promise<FileRow | undefined> {
  const [row] = await db
    .update(file)
    .set(patch)
    .where(and(live(organizationId), eq(file.id, id)))
    .returning();
  return row;
}
