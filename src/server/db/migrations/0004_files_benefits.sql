CREATE TABLE "file" (
	"id" uuid PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"service" text NOT NULL,
	"name" text NOT NULL,
	"path" text NOT NULL,
	"mime_type" text NOT NULL,
	"size" bigint NOT NULL,
	"version" text,
	"upload_id" text NOT NULL,
	"parts" jsonb NOT NULL,
	"is_uploaded" boolean DEFAULT false NOT NULL,
	"storage_version" text,
	"checksum_etag" text,
	"checksum_sha256_base64" text,
	"checksum_sha256_hex" text,
	"last_modified_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"modified_at" timestamp with time zone,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "benefit" (
	"id" uuid PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"type" text NOT NULL,
	"description" text NOT NULL,
	"properties" jsonb NOT NULL,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"visibility" text DEFAULT 'public' NOT NULL,
	"selectable" boolean DEFAULT true NOT NULL,
	"deletable" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"modified_at" timestamp with time zone,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "benefit_grant" (
	"id" uuid PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"benefit_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"member_id" uuid,
	"order_id" uuid,
	"subscription_id" uuid,
	"granted_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"properties" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"error" jsonb,
	"created_at" timestamp with time zone NOT NULL,
	"modified_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "file_org_created_idx" ON "file" USING btree ("organization_id","created_at");--> statement-breakpoint
CREATE INDEX "benefit_org_created_idx" ON "benefit" USING btree ("organization_id","created_at");--> statement-breakpoint
CREATE INDEX "benefit_grant_org_benefit_idx" ON "benefit_grant" USING btree ("organization_id","benefit_id","created_at");--> statement-breakpoint
CREATE INDEX "benefit_grant_org_customer_idx" ON "benefit_grant" USING btree ("organization_id","customer_id");--> statement-breakpoint
CREATE INDEX "benefit_grant_subscription_idx" ON "benefit_grant" USING btree ("subscription_id");--> statement-breakpoint
CREATE INDEX "benefit_grant_order_idx" ON "benefit_grant" USING btree ("order_id");