CREATE TABLE "checkout" (
	"id" uuid PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"client_secret" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"payment_processor" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"product_ids" jsonb NOT NULL,
	"product_id" uuid,
	"product_price_id" uuid,
	"ad_hoc_price_ids" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"currency" text NOT NULL,
	"amount" bigint NOT NULL,
	"discount_amount" bigint DEFAULT 0 NOT NULL,
	"net_amount" bigint NOT NULL,
	"tax_amount" bigint,
	"total_amount" bigint NOT NULL,
	"tax_behavior" text,
	"tax_rate_id" uuid,
	"discount_id" uuid,
	"allow_discount_codes" boolean DEFAULT true NOT NULL,
	"require_billing_address" boolean DEFAULT false NOT NULL,
	"allow_trial" boolean,
	"trial_interval" text,
	"trial_interval_count" integer,
	"customer_id" uuid,
	"external_customer_id" text,
	"customer_email" text,
	"customer_name" text,
	"customer_ip_address" text,
	"customer_billing_name" text,
	"customer_billing_address" jsonb,
	"customer_tax_id" jsonb,
	"is_business_customer" boolean DEFAULT false NOT NULL,
	"locale" text,
	"customer_metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"custom_field_data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"success_url" text,
	"return_url" text,
	"embed_origin" text,
	"subscription_id" uuid,
	"checkout_link_id" uuid,
	"payment_attempts" integer DEFAULT 0 NOT NULL,
	"payment_error" jsonb,
	"payment_method_token" text,
	"charge_ref" text,
	"order_id" uuid,
	"processor_metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"modified_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "checkout_link" (
	"id" uuid PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"client_secret" text NOT NULL,
	"product_ids" jsonb NOT NULL,
	"discount_id" uuid,
	"allow_discount_codes" boolean DEFAULT true NOT NULL,
	"require_billing_address" boolean DEFAULT false NOT NULL,
	"trial_interval" text,
	"trial_interval_count" integer,
	"success_url" text,
	"label" text,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"modified_at" timestamp with time zone,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "customer" (
	"id" uuid PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"external_id" text,
	"email" text NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"name" text,
	"billing_name" text,
	"billing_address" jsonb,
	"tax_id" jsonb,
	"locale" text,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"processor_customer_ref" text,
	"default_payment_method_id" uuid,
	"invoice_prefix" text NOT NULL,
	"invoice_next_number" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"modified_at" timestamp with time zone,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "customer_payment_method" (
	"id" uuid PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"customer_id" uuid NOT NULL,
	"processor" text NOT NULL,
	"processor_ref" text NOT NULL,
	"type" text DEFAULT 'card' NOT NULL,
	"brand" text,
	"last4" text,
	"exp_month" integer,
	"exp_year" integer,
	"created_at" timestamp with time zone NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "license_key" (
	"id" uuid PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"customer_id" uuid NOT NULL,
	"benefit_id" uuid NOT NULL,
	"grant_id" uuid,
	"key" text NOT NULL,
	"display_key" text NOT NULL,
	"status" text NOT NULL,
	"limit_activations" integer,
	"usage" bigint DEFAULT 0 NOT NULL,
	"limit_usage" bigint,
	"validations" bigint DEFAULT 0 NOT NULL,
	"last_validated_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"modified_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "license_key_activation" (
	"id" uuid PRIMARY KEY NOT NULL,
	"license_key_id" uuid NOT NULL,
	"label" text NOT NULL,
	"conditions" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"meta" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"modified_at" timestamp with time zone,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "meter_credit" (
	"id" uuid PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"customer_id" uuid NOT NULL,
	"meter_id" uuid NOT NULL,
	"grant_id" uuid NOT NULL,
	"units" bigint NOT NULL,
	"rollover" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order" (
	"id" uuid PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"customer_id" uuid NOT NULL,
	"product_id" uuid,
	"discount_id" uuid,
	"subscription_id" uuid,
	"checkout_id" uuid,
	"status" text NOT NULL,
	"billing_reason" text NOT NULL,
	"currency" text NOT NULL,
	"subtotal_amount" bigint NOT NULL,
	"discount_amount" bigint DEFAULT 0 NOT NULL,
	"tax_amount" bigint DEFAULT 0 NOT NULL,
	"applied_balance_amount" bigint DEFAULT 0 NOT NULL,
	"refunded_amount" bigint DEFAULT 0 NOT NULL,
	"refunded_tax_amount" bigint DEFAULT 0 NOT NULL,
	"billing_name" text,
	"billing_address" jsonb,
	"invoice_number" text NOT NULL,
	"invoice_path" text,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"custom_field_data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"processor" text,
	"charge_ref" text,
	"payment_method_id" uuid,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"modified_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "order_item" (
	"id" uuid PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"label" text NOT NULL,
	"amount" bigint NOT NULL,
	"tax_amount" bigint DEFAULT 0 NOT NULL,
	"proration" boolean DEFAULT false NOT NULL,
	"product_price_id" uuid,
	"created_at" timestamp with time zone NOT NULL,
	"modified_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "refund" (
	"id" uuid PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"order_id" uuid NOT NULL,
	"subscription_id" uuid,
	"customer_id" uuid NOT NULL,
	"status" text NOT NULL,
	"reason" text NOT NULL,
	"amount" bigint NOT NULL,
	"tax_amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"comment" text,
	"revoke_benefits" boolean DEFAULT false NOT NULL,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"processor_ref" text,
	"created_at" timestamp with time zone NOT NULL,
	"modified_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "tax_rate" (
	"id" uuid PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"country" text NOT NULL,
	"state" text,
	"basis_points" integer NOT NULL,
	"inclusive" boolean DEFAULT false NOT NULL,
	"display_name" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"modified_at" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "checkout_client_secret_uq" ON "checkout" USING btree ("client_secret");--> statement-breakpoint
CREATE INDEX "checkout_org_created_idx" ON "checkout" USING btree ("organization_id","created_at");--> statement-breakpoint
CREATE INDEX "checkout_status_expires_idx" ON "checkout" USING btree ("status","expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "checkout_link_client_secret_uq" ON "checkout_link" USING btree ("client_secret");--> statement-breakpoint
CREATE INDEX "checkout_link_org_created_idx" ON "checkout_link" USING btree ("organization_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "customer_org_email_uq" ON "customer" USING btree ("organization_id",lower("email")) WHERE "customer"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "customer_org_external_id_uq" ON "customer" USING btree ("organization_id","external_id");--> statement-breakpoint
CREATE INDEX "customer_org_created_idx" ON "customer" USING btree ("organization_id","created_at");--> statement-breakpoint
CREATE INDEX "customer_payment_method_customer_idx" ON "customer_payment_method" USING btree ("customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "customer_payment_method_ref_uq" ON "customer_payment_method" USING btree ("organization_id","processor","processor_ref");--> statement-breakpoint
CREATE UNIQUE INDEX "license_key_org_key_uq" ON "license_key" USING btree ("organization_id","key");--> statement-breakpoint
CREATE INDEX "license_key_org_created_idx" ON "license_key" USING btree ("organization_id","created_at");--> statement-breakpoint
CREATE INDEX "license_key_grant_idx" ON "license_key" USING btree ("grant_id");--> statement-breakpoint
CREATE INDEX "license_key_activation_key_idx" ON "license_key_activation" USING btree ("license_key_id");--> statement-breakpoint
CREATE INDEX "meter_credit_customer_meter_idx" ON "meter_credit" USING btree ("organization_id","customer_id","meter_id");--> statement-breakpoint
CREATE INDEX "order_org_created_idx" ON "order" USING btree ("organization_id","created_at");--> statement-breakpoint
CREATE INDEX "order_customer_idx" ON "order" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "order_subscription_idx" ON "order" USING btree ("subscription_id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_checkout_uq" ON "order" USING btree ("checkout_id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_org_invoice_number_uq" ON "order" USING btree ("organization_id","invoice_number");--> statement-breakpoint
CREATE INDEX "order_item_order_idx" ON "order_item" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "refund_org_created_idx" ON "refund" USING btree ("organization_id","created_at");--> statement-breakpoint
CREATE INDEX "refund_order_idx" ON "refund" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "tax_rate_org_country_idx" ON "tax_rate" USING btree ("organization_id","country","state");