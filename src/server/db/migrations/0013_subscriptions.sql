CREATE TABLE "subscription" (
	"id" uuid PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"customer_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"price_ids" jsonb NOT NULL,
	"status" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"recurring_interval" text NOT NULL,
	"recurring_interval_count" integer DEFAULT 1 NOT NULL,
	"billing_anchor_day" integer NOT NULL,
	"current_period_start" timestamp with time zone NOT NULL,
	"current_period_end" timestamp with time zone NOT NULL,
	"trial_start" timestamp with time zone,
	"trial_end" timestamp with time zone,
	"cancel_at_period_end" boolean DEFAULT false NOT NULL,
	"canceled_at" timestamp with time zone,
	"started_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"customer_cancellation_reason" text,
	"customer_cancellation_comment" text,
	"discount_id" uuid,
	"discount_periods_left" integer,
	"checkout_id" uuid,
	"payment_method_id" uuid,
	"past_due_at" timestamp with time zone,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"custom_field_data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"modified_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "subscription_org_created_idx" ON "subscription" USING btree ("organization_id","created_at");--> statement-breakpoint
CREATE INDEX "subscription_customer_idx" ON "subscription" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "subscription_due_idx" ON "subscription" USING btree ("status","current_period_end");