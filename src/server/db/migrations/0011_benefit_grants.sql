CREATE TABLE "benefit_integration" (
	"id" uuid PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"provider" text NOT NULL,
	"token_ciphertext" text NOT NULL,
	"token_hint" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"modified_at" timestamp with time zone
);
--> statement-breakpoint
DROP INDEX "license_key_grant_idx";--> statement-breakpoint
ALTER TABLE "benefit_grant" ADD COLUMN "target" text DEFAULT 'granted' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "benefit_integration_org_provider_uq" ON "benefit_integration" USING btree ("organization_id","provider");--> statement-breakpoint
CREATE UNIQUE INDEX "benefit_grant_order_uq" ON "benefit_grant" USING btree ("benefit_id","customer_id","order_id") WHERE "benefit_grant"."order_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "benefit_grant_subscription_uq" ON "benefit_grant" USING btree ("benefit_id","customer_id","subscription_id") WHERE "benefit_grant"."subscription_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "license_key_grant_uq" ON "license_key" USING btree ("grant_id");