import { z } from "@hono/zod-openapi";
import { MetadataSchema } from "../../http/v1/metadata.js";
import { listSchema, PageQuery, repeated, sortingQuery } from "../../http/v1/pagination.js";

const INT32 = { min: -2147483648, max: 2147483647 };
const int32 = (field: string) =>
  z
    .number()
    .int({ message: `${field} must be an integer` })
    .min(INT32.min)
    .max(INT32.max);

export const CUSTOM_FIELD_TYPES = ["text", "number", "date", "checkbox", "select"] as const;
export const CustomFieldType = z.enum(CUSTOM_FIELD_TYPES).openapi("CustomFieldType");

const formFields = {
  form_label: z.string().min(1).optional(),
  form_help_text: z.string().min(1).optional(),
  form_placeholder: z.string().min(1).optional(),
};

type Bounds = { ge?: number | undefined; le?: number | undefined };
const boundsInOrder = (p: Bounds, ctx: z.RefinementCtx) => {
  if (p.ge !== undefined && p.le !== undefined && p.ge > p.le) {
    ctx.addIssue({
      code: "custom",
      path: ["le"],
      message: "le must be greater than or equal to ge",
      input: p.le,
    });
  }
};

export const CustomFieldTextProperties = z
  .object({
    ...formFields,
    textarea: z.boolean().optional(),
    min_length: int32("min_length").min(0, { message: "min_length must be 0 or more" }).optional(),
    max_length: int32("max_length").min(0, { message: "max_length must be 0 or more" }).optional(),
  })
  .superRefine((p, ctx) => {
    if (p.min_length !== undefined && p.max_length !== undefined && p.min_length > p.max_length) {
      ctx.addIssue({
        code: "custom",
        path: ["max_length"],
        message: "max_length must be greater than or equal to min_length",
        input: p.max_length,
      });
    }
  })
  .openapi("CustomFieldTextProperties");

export const CustomFieldNumberProperties = z
  .object({ ...formFields, ge: int32("ge").optional(), le: int32("le").optional() })
  .superRefine(boundsInOrder)
  .openapi("CustomFieldNumberProperties");

export const CustomFieldDateProperties = z
  .object({
    ...formFields,
    ge: int32("ge")
      .optional()
      .openapi({ description: "Earliest date allowed, as a Unix timestamp in seconds." }),
    le: int32("le")
      .optional()
      .openapi({ description: "Latest date allowed, as a Unix timestamp in seconds." }),
  })
  .superRefine(boundsInOrder)
  .openapi("CustomFieldDateProperties");

export const CustomFieldCheckboxProperties = z.object(formFields).openapi("CustomFieldCheckboxProperties");

export const CustomFieldSelectOption = z
  .object({
    value: z.string().min(1, { message: "value must not be empty" }),
    label: z.string().min(1, { message: "label must not be empty" }),
  })
  .openapi("CustomFieldSelectOption");

export const CustomFieldSelectProperties = z
  .object({
    ...formFields,
    options: z.array(CustomFieldSelectOption).min(1, { message: "give at least one option" }),
  })
  .superRefine((p, ctx) => {
    const seen = new Set<string>();
    p.options.forEach((o, i) => {
      if (seen.has(o.value)) {
        ctx.addIssue({
          code: "custom",
          path: ["options", i, "value"],
          message: `option value "${o.value}" is used twice`,
          input: o.value,
        });
      }
      seen.add(o.value);
    });
  })
  .openapi("CustomFieldSelectProperties");

const PROPERTIES = {
  text: CustomFieldTextProperties,
  number: CustomFieldNumberProperties,
  date: CustomFieldDateProperties,
  checkbox: CustomFieldCheckboxProperties,
  select: CustomFieldSelectProperties,
} as const;

const Title = (t: string) => t[0]!.toUpperCase() + t.slice(1);

export const SLUG_PATTERN = /^[A-Za-z0-9_-]+$/;
const slug = z
  .string()
  .min(1, { message: "slug must not be empty", abort: true })
  .max(100, { message: "slug is at most 100 characters" })
  .regex(SLUG_PATTERN, { message: "slug may contain only letters, digits, - and _" });
const name = z.string().trim().min(1, { message: "name must not be empty" }).max(255);

function createVariant<T extends keyof typeof PROPERTIES>(type: T) {
  return z
    .object({
      type: z.literal(type),
      slug,
      name,
      properties: PROPERTIES[type],
      metadata: MetadataSchema.optional(),
      organization_id: z.string().nullable().optional(),
    })
    .openapi(`CustomFieldCreate${Title(type)}`);
}

function updateVariant<T extends keyof typeof PROPERTIES>(type: T) {
  return z
    .object({
      type: z.literal(type),
      slug: slug.nullable().optional(),
      name: name.nullable().optional(),
      properties: PROPERTIES[type].nullable().optional(),
      metadata: MetadataSchema.optional(),
    })
    .openapi(`CustomFieldUpdate${Title(type)}`);
}

const datetime = z.string().openapi({ format: "date-time" });

function readVariant<T extends keyof typeof PROPERTIES>(type: T) {
  return z
    .object({
      id: z.string().openapi({ format: "uuid" }),
      created_at: datetime,
      modified_at: datetime.nullable(),
      metadata: MetadataSchema,
      type: z.literal(type),
      slug: z.string(),
      name: z.string(),
      organization_id: z.string(),
      properties: PROPERTIES[type],
    })
    .openapi(`CustomField${Title(type)}`);
}

export const CustomFieldCreate = z
  .discriminatedUnion("type", [
    createVariant("text"),
    createVariant("number"),
    createVariant("date"),
    createVariant("checkbox"),
    createVariant("select"),
  ])
  .openapi("CustomFieldCreate");

export const CustomFieldUpdate = z
  .discriminatedUnion("type", [
    updateVariant("text"),
    updateVariant("number"),
    updateVariant("date"),
    updateVariant("checkbox"),
    updateVariant("select"),
  ])
  .openapi("CustomFieldUpdate");

export const CustomField = z
  .discriminatedUnion("type", [
    readVariant("text"),
    readVariant("number"),
    readVariant("date"),
    readVariant("checkbox"),
    readVariant("select"),
  ])
  .openapi("CustomField");

export type CustomFieldCreateInput = z.infer<typeof CustomFieldCreate>;
export type CustomFieldUpdateInput = z.infer<typeof CustomFieldUpdate>;
/** A custom field on the wire (the type decides the properties). */
export type CustomFieldWire = z.infer<typeof CustomField>;

export const CustomFieldListQuery = PageQuery.extend({
  organization_id: repeated(z.uuid()).openapi({ description: "Filter by organization ID." }),
  query: z
    .string()
    .optional()
    .openapi({ description: "Filter by name or slug (contains, case-insensitive)." }),
  type: repeated(CustomFieldType).openapi({ description: "Filter by type; repeat for several." }),
  sorting: sortingQuery(["created_at", "slug", "name", "type"] as const),
});

export const CustomFieldList = listSchema(CustomField, "ListResource_CustomField_");
