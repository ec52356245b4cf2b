CREATE TABLE "product" (
	"id" uuid PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"visibility" text DEFAULT 'public' NOT NULL,
	"recurring_interval" text,
	"recurring_interval_count" integer,
	"trial_interval" text,
	"trial_interval_count" integer,
	"is_archived" boolean DEFAULT false NOT NULL,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"modified_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "product_benefit" (
	"product_id" uuid NOT NULL,
	"benefit_id" uuid NOT NULL,
	"organization_id" text NOT NULL,
	"order" integer NOT NULL,
	CONSTRAINT "product_benefit_product_id_benefit_id_pk" PRIMARY KEY("product_id","benefit_id")
);
--> statement-breakpoint
CREATE TABLE "product_custom_field" (
	"product_id" uuid NOT NULL,
	"custom_field_id" uuid NOT NULL,
	"organization_id" text NOT NULL,
	"order" integer NOT NULL,
	"required" boolean NOT NULL,
	CONSTRAINT "product_custom_field_product_id_custom_field_id_pk" PRIMARY KEY("product_id","custom_field_id")
);
--> statement-breakpoint
CREATE TABLE "product_media" (
	"product_id" uuid NOT NULL,
	"file_id" uuid NOT NULL,
	"organization_id" text NOT NULL,
	"order" integer NOT NULL,
	CONSTRAINT "product_media_product_id_file_id_pk" PRIMARY KEY("product_id","file_id")
);
--> statement-breakpoint
CREATE TABLE "product_price" (
	"id" uuid PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"product_id" uuid NOT NULL,
	"amount_type" text NOT NULL,
	"source" text DEFAULT 'catalog' NOT NULL,
	"price_currency" text NOT NULL,
	"tax_behavior" text,
	"is_archived" boolean DEFAULT false NOT NULL,
	"price_amount" bigint,
	"minimum_amount" bigint,
	"maximum_amount" bigint,
	"preset_amount" bigint,
	"unit_amount" numeric(17, 12),
	"cap_amount" bigint,
	"meter_id" uuid,
	"created_at" timestamp with time zone NOT NULL,
	"modified_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "discount" (
	"id" uuid PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"name" text NOT NULL,
	"code" text,
	"type" text NOT NULL,
	"amounts" jsonb,
	"currency" text,
	"basis_points" integer,
	"duration" text NOT NULL,
	"duration_in_months" integer,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"max_redemptions" integer,
	"redemptions_count" bigint DEFAULT 0 NOT NULL,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"modified_at" timestamp with time zone,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "discount_product" (
	"discount_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"organization_id" text NOT NULL,
	CONSTRAINT "discount_product_discount_id_product_id_pk" PRIMARY KEY("discount_id","product_id")
);
--> statement-breakpoint
ALTER TABLE "product_benefit" ADD CONSTRAINT "product_benefit_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_custom_field" ADD CONSTRAINT "product_custom_field_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_media" ADD CONSTRAINT "product_media_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_price" ADD CONSTRAINT "product_price_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_product" ADD CONSTRAINT "discount_product_discount_id_discount_id_fk" FOREIGN KEY ("discount_id") REFERENCES "public"."discount"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_product" ADD CONSTRAINT "discount_product_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_org_created_idx" ON "product" USING btree ("organization_id","created_at");--> statement-breakpoint
CREATE INDEX "product_org_name_idx" ON "product" USING btree ("organization_id",lower("name"));--> statement-breakpoint
CREATE INDEX "product_benefit_benefit_idx" ON "product_benefit" USING btree ("benefit_id");--> statement-breakpoint
CREATE INDEX "product_price_product_idx" ON "product_price" USING btree ("product_id","created_at");--> statement-breakpoint
CREATE INDEX "product_price_org_idx" ON "product_price" USING btree ("organization_id");--> statement-breakpoint
CREATE UNIQUE INDEX "discount_org_code_idx" ON "discount" USING btree ("organization_id",lower("code")) WHERE "discount"."code" is not null and "discount"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "discount_org_created_idx" ON "discount" USING btree ("organization_id","created_at");--> statement-breakpoint
CREATE INDEX "discount_product_product_idx" ON "discount_product" USING btree ("product_id");