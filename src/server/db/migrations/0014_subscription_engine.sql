CREATE TABLE "subscription_pending_item" (
	"id" uuid PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"subscription_id" uuid NOT NULL,
	"label" text NOT NULL,
	"amount" bigint NOT NULL,
	"proration" boolean DEFAULT true NOT NULL,
	"product_price_id" uuid,
	"order_id" uuid,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "test_clock" (
	"id" uuid PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"name" text,
	"frozen_time" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'ready' NOT NULL,
	"advancing_to" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"modified_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "customer" ADD COLUMN "test_clock_id" uuid;--> statement-breakpoint
ALTER TABLE "subscription" ADD COLUMN "next_payment_attempt_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscription" ADD COLUMN "payment_retries" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "subscription" ADD COLUMN "benefits_suspended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscription" ADD COLUMN "pending_update" jsonb;--> statement-breakpoint
ALTER TABLE "subscription" ADD COLUMN "test_clock_id" uuid;--> statement-breakpoint
ALTER TABLE "webhook_event" ADD COLUMN "subject_id" uuid;--> statement-breakpoint
CREATE INDEX "subscription_pending_item_sub_idx" ON "subscription_pending_item" USING btree ("subscription_id","order_id");--> statement-breakpoint
CREATE INDEX "test_clock_org_created_idx" ON "test_clock" USING btree ("organization_id","created_at");--> statement-breakpoint
CREATE INDEX "subscription_dunning_idx" ON "subscription" USING btree ("status","next_payment_attempt_at");--> statement-breakpoint
CREATE INDEX "subscription_test_clock_idx" ON "subscription" USING btree ("test_clock_id");--> statement-breakpoint
CREATE INDEX "webhook_event_subject_idx" ON "webhook_event" USING btree ("subject_id","created_at");