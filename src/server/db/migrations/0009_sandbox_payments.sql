CREATE TABLE "sandbox_charge" (
	"id" uuid PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"customer_id" uuid,
	"payment_method_id" uuid NOT NULL,
	"off_session" boolean NOT NULL,
	"status" text NOT NULL,
	"decline_code" text,
	"failure_message" text,
	"amount_refunded" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_customer" (
	"id" uuid PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"email" text,
	"name" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_payment_method" (
	"id" uuid PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"customer_id" uuid,
	"brand" text NOT NULL,
	"last4" text NOT NULL,
	"exp_month" integer NOT NULL,
	"exp_year" integer NOT NULL,
	"behavior" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"attached_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sandbox_refund" (
	"id" uuid PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"charge_id" uuid NOT NULL,
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sandbox_charge" ADD CONSTRAINT "sandbox_charge_payment_method_id_sandbox_payment_method_id_fk" FOREIGN KEY ("payment_method_id") REFERENCES "public"."sandbox_payment_method"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_payment_method" ADD CONSTRAINT "sandbox_payment_method_customer_id_sandbox_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."sandbox_customer"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_refund" ADD CONSTRAINT "sandbox_refund_charge_id_sandbox_charge_id_fk" FOREIGN KEY ("charge_id") REFERENCES "public"."sandbox_charge"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_charge_org_idempotency_idx" ON "sandbox_charge" USING btree ("organization_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "sandbox_charge_payment_method_idx" ON "sandbox_charge" USING btree ("payment_method_id");--> statement-breakpoint
CREATE INDEX "sandbox_customer_org_idx" ON "sandbox_customer" USING btree ("organization_id","id");--> statement-breakpoint
CREATE INDEX "sandbox_payment_method_org_customer_idx" ON "sandbox_payment_method" USING btree ("organization_id","customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_refund_org_idempotency_idx" ON "sandbox_refund" USING btree ("organization_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "sandbox_refund_charge_idx" ON "sandbox_refund" USING btree ("charge_id");