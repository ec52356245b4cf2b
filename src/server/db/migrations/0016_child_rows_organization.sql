ALTER TABLE "license_key_activation" ADD COLUMN "organization_id" text;--> statement-breakpoint
UPDATE "license_key_activation" SET "organization_id" = "license_key"."organization_id" FROM "license_key" WHERE "license_key"."id" = "license_key_activation"."license_key_id";--> statement-breakpoint
ALTER TABLE "license_key_activation" ALTER COLUMN "organization_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "order_item" ADD COLUMN "organization_id" text;--> statement-breakpoint
UPDATE "order_item" SET "organization_id" = "order"."organization_id" FROM "order" WHERE "order"."id" = "order_item"."order_id";--> statement-breakpoint
ALTER TABLE "order_item" ALTER COLUMN "organization_id" SET NOT NULL;--> statement-breakpoint
DROP INDEX "license_key_activation_key_idx";--> statement-breakpoint
DROP INDEX "order_item_order_idx";--> statement-breakpoint
CREATE INDEX "license_key_activation_org_key_idx" ON "license_key_activation" USING btree ("organization_id","license_key_id");--> statement-breakpoint
CREATE INDEX "order_item_org_order_idx" ON "order_item" USING btree ("organization_id","order_id");
