import { z } from "@hono/zod-openapi";
import { listSchema, PageQuery, repeated } from "../../http/v1/pagination.js";

export const GIB = 1024 * 1024 * 1024;
export const MAX_FILE_SIZE = 10 * GIB;
export const MAX_MEDIA_SIZE = 10 * 1024 * 1024;
export const MAX_AVATAR_SIZE = 1024 * 1024;
export const MAX_PARTS = 10_000;
/** S3's limits, applied on every storage so uploads behave the same everywhere. */
export const MIN_PART_SIZE = 5 * 1024 * 1024;
export const MAX_PART_SIZE = 5 * GIB;

export const IMAGE_MIME = /^image\/(jpeg|png|gif|webp|svg\+xml)$/;
const MIME = /^[a-z0-9][a-z0-9!#$&^_.+-]*\/[a-z0-9][a-z0-9!#$&^_.+-]*$/i;

const Sha256Base64 = z
  .string()
  .regex(/^[A-Za-z0-9+/]{43}=$/, { message: "must be the base64 SHA-256 of the bytes (44 characters)" });

export const FileServiceTypes = z
  .enum(["downloadable", "product_media", "organization_avatar"])
  .openapi("FileServiceTypes");

const CreatePart = z
  .object({
    number: z.number().int().min(1).max(MAX_PARTS),
    chunk_start: z.number().int().min(0),
    chunk_end: z.number().int().min(1).openapi({ description: "End of the part's bytes, exclusive." }),
    checksum_sha256_base64: Sha256Base64.nullable().optional(),
  })
  .openapi("S3FileCreatePart");

const CreateMultipart = z
  .object({ parts: z.array(CreatePart).min(1, { message: "give at least one part" }).max(MAX_PARTS) })
  .openapi("S3FileCreateMultipart");

const common = {
  organization_id: z.uuid().nullable().optional(),
  name: z.string().trim().min(1, { message: "name must not be empty" }).max(255),
  checksum_sha256_base64: Sha256Base64.nullable().optional(),
  upload: CreateMultipart,
  version: z.string().max(255).nullable().optional(),
};

const imageMime = z.string().regex(IMAGE_MIME, {
  message: "only images are allowed: image/jpeg, image/png, image/gif, image/webp or image/svg+xml",
});

export const FileCreate = z
  .discriminatedUnion("service", [
    z
      .object({
        ...common,
        service: z.literal("downloadable"),
        mime_type: z
          .string()
          .regex(MIME, { message: "mime_type must be a MIME type such as application/zip" }),
        size: z.number().int().min(1).max(MAX_FILE_SIZE, { message: "size is at most 10 GiB" }),
      })
      .openapi("DownloadableFileCreate"),
    z
      .object({
        ...common,
        service: z.literal("product_media"),
        mime_type: imageMime,
        size: z.number().int().min(1).max(MAX_MEDIA_SIZE, { message: "product images are at most 10 MB" }),
      })
      .openapi("ProductMediaFileCreate"),
    z
      .object({
        ...common,
        service: z.literal("organization_avatar"),
        mime_type: imageMime,
        size: z.number().int().min(1).max(MAX_AVATAR_SIZE, { message: "avatars are at most 1 MB" }),
      })
      .openapi("OrganizationAvatarFileCreate"),
  ])
  .openapi("FileCreate");

export type FileCreateInput = z.infer<typeof FileCreate>;

const fileFields = {
  id: z.string().openapi({ format: "uuid" }),
  organization_id: z.string(),
  name: z.string(),
  path: z.string(),
  mime_type: z.string(),
  size: z.number().int(),
  storage_version: z.string().nullable(),
  checksum_etag: z.string().nullable(),
  checksum_sha256_base64: z.string().nullable(),
  checksum_sha256_hex: z.string().nullable(),
  last_modified_at: z.string().nullable().openapi({ format: "date-time" }),
  version: z.string().nullable(),
  is_uploaded: z.boolean(),
  created_at: z.string().openapi({ format: "date-time" }),
  size_readable: z.string(),
};

/** A product's image (also what `Product.medias` lists). */
export const ProductMediaFileRead = z
  .object({ ...fileFields, service: z.literal("product_media"), public_url: z.string() })
  .openapi("ProductMediaFileRead");

export const FileRead = z
  .union([
    z.object({ ...fileFields, service: z.literal("downloadable") }).openapi("DownloadableFileRead"),
    ProductMediaFileRead,
    z
      .object({ ...fileFields, service: z.literal("organization_avatar"), public_url: z.string() })
      .openapi("OrganizationAvatarFileRead"),
  ])
  .openapi("FileRead");

const UploadPart = z
  .object({
    number: z.number().int(),
    chunk_start: z.number().int(),
    chunk_end: z.number().int(),
    checksum_sha256_base64: z.string().nullable(),
    url: z.string(),
    expires_at: z.string().openapi({ format: "date-time" }),
    headers: z.record(z.string(), z.string()),
  })
  .openapi("S3FileUploadPart");

export const FileUpload = z
  .object({
    ...fileFields,
    service: FileServiceTypes,
    upload: z
      .object({ id: z.string(), path: z.string(), parts: z.array(UploadPart) })
      .openapi("S3FileUploadMultipart"),
  })
  .omit({ created_at: true })
  .openapi("FileUpload");

export const FileUploadCompleted = z
  .object({
    id: z.string().min(1).openapi({ description: "The upload id (`upload.id` of the FileUpload)." }),
    path: z.string().min(1),
    parts: z
      .array(
        z
          .object({
            number: z.number().int().min(1).max(MAX_PARTS),
            checksum_etag: z.string().min(1),
            checksum_sha256_base64: Sha256Base64.nullable(),
          })
          .openapi("S3FileUploadCompletedPart"),
      )
      .min(1),
  })
  .openapi("FileUploadCompleted");

export const FilePatch = z
  .object({
    name: z.string().trim().min(1, { message: "name must not be empty" }).max(255).nullable().optional(),
    version: z.string().max(255).nullable().optional(),
  })
  .openapi("FilePatch");

export const FileListQuery = PageQuery.extend({
  organization_id: repeated(z.uuid()),
  ids: repeated(z.uuid({ message: "ids must be UUIDs" })),
});

export const FileList = listSchema(FileRead, "ListResource_FileRead_");

export const PartParams = z.object({
  id: z.uuid({ message: "id must be a UUID" }).openapi({ param: { name: "id", in: "path" } }),
  number: z.coerce
    .number()
    .int()
    .min(1)
    .max(MAX_PARTS)
    .openapi({ param: { name: "number", in: "path" } }),
});
