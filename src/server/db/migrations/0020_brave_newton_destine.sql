CREATE TABLE "customer_email_update" (
	"id" uuid PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"customer_id" uuid NOT NULL,
	"email" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_payment_retry" (
	"id" uuid PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"customer_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"subscription_id" uuid NOT NULL,
	"attempt" integer NOT NULL,
	"status" text NOT NULL,
	"payment_method_id" uuid NOT NULL,
	"charge_ref" text,
	"error" text,
	"created_at" timestamp with time zone NOT NULL,
	"modified_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "organization" ADD COLUMN "customerPortalSettings" text;--> statement-breakpoint
CREATE UNIQUE INDEX "customer_email_update_token_unique" ON "customer_email_update" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "customer_email_update_customer_idx" ON "customer_email_update" USING btree ("organization_id","customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "customer_payment_retry_order_attempt_unique" ON "customer_payment_retry" USING btree ("order_id","attempt");--> statement-breakpoint
CREATE INDEX "customer_payment_retry_org_order_idx" ON "customer_payment_retry" USING btree ("organization_id","order_id");