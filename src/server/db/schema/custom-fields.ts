import { sql } from "drizzle-orm";
import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";

export type CustomFieldType = "text" | "number" | "date" | "checkbox" | "select";

/** The type-specific settings of a custom field, as on the wire (absent keys are omitted). */
export interface CustomFieldProperties {
  form_label?: string;
  form_help_text?: string;
  form_placeholder?: string;
  textarea?: boolean;
  min_length?: number;
  max_length?: number;
  ge?: number;
  le?: number;
  options?: { value: string; label: string }[];
}

/** A field a seller asks for at checkout (attached to products). Slugs are unique per organization, ignoring case. */
export const customField = pgTable(
  "custom_field",
  {
    id: uuid("id").primaryKey(),
    organizationId: text("organization_id").notNull(),
    type: text("type").$type<CustomFieldType>().notNull(),
    slug: text("slug").notNull(),
    name: text("name").notNull(),
    properties: jsonb("properties").$type<CustomFieldProperties>().notNull(),
    metadata: jsonb("metadata").$type<Record<string, string | number | boolean>>().notNull().default({}),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    modifiedAt: timestamp("modified_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("custom_field_org_slug_idx").on(t.organizationId, sql`lower(${t.slug})`),
    index("custom_field_org_created_idx").on(t.organizationId, t.createdAt),
  ],
);
