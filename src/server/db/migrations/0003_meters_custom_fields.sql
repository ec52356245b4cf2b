CREATE TABLE "custom_field" (
	"id" uuid PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"type" text NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"properties" jsonb NOT NULL,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"modified_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "meter" (
	"id" uuid PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"name" text NOT NULL,
	"unit" text DEFAULT 'scalar' NOT NULL,
	"custom_label" text,
	"custom_multiplier" integer,
	"filter" jsonb NOT NULL,
	"aggregation" jsonb NOT NULL,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"modified_at" timestamp with time zone,
	"archived_at" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "custom_field_org_slug_idx" ON "custom_field" USING btree ("organization_id",lower("slug"));--> statement-breakpoint
CREATE INDEX "custom_field_org_created_idx" ON "custom_field" USING btree ("organization_id","created_at");--> statement-breakpoint
CREATE INDEX "meter_org_created_idx" ON "meter" USING btree ("organization_id","created_at");