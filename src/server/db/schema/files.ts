import { bigint, boolean, index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/** A part of a multipart upload as declared at creation: bytes [chunk_start, chunk_end). */
export interface DeclaredPart {
  number: number;
  chunkStart: number;
  chunkEnd: number;
  checksumSha256Base64: string | null;
}

/**
 * A file uploaded by a seller: a downloadable (benefit), a product image or an organization
 * avatar. The bytes live in the configured storage (local disk or S3) under `path`.
 */
export const file = pgTable(
  "file",
  {
    id: uuid("id").primaryKey(),
    organizationId: text("organization_id").notNull(),
    /** `downloadable`, `product_media` or `organization_avatar`. */
    service: text("service").notNull(),
    name: text("name").notNull(),
    /** The storage key: `<organization_id>/<file_id>/<safe name>`. */
    path: text("path").notNull(),
    mimeType: text("mime_type").notNull(),
    size: bigint("size", { mode: "number" }).notNull(),
    version: text("version"),
    /** The storage's multipart upload id (S3 UploadId, or Kassa's own for local disk). */
    uploadId: text("upload_id").notNull(),
    parts: jsonb("parts").$type<DeclaredPart[]>().notNull(),
    isUploaded: boolean("is_uploaded").notNull().default(false),
    storageVersion: text("storage_version"),
    checksumEtag: text("checksum_etag"),
    checksumSha256Base64: text("checksum_sha256_base64"),
    checksumSha256Hex: text("checksum_sha256_hex"),
    lastModifiedAt: timestamp("last_modified_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    modifiedAt: timestamp("modified_at", { withTimezone: true }),
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
  },
  (t) => [index("file_org_created_idx").on(t.organizationId, t.createdAt)],
);
