CREATE TABLE "credit_note" (
	"id" uuid PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"order_id" uuid NOT NULL,
	"refund_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"number" text NOT NULL,
	"invoice_number" text NOT NULL,
	"reason" text NOT NULL,
	"currency" text NOT NULL,
	"amount" bigint NOT NULL,
	"tax_amount" bigint NOT NULL,
	"lines" jsonb NOT NULL,
	"parties" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "credit_note_sequence" (
	"organization_id" text PRIMARY KEY NOT NULL,
	"prefix" text NOT NULL,
	"next_number" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "organization" ADD COLUMN "invoiceDetails" text;--> statement-breakpoint
CREATE UNIQUE INDEX "credit_note_refund_uq" ON "credit_note" USING btree ("refund_id");--> statement-breakpoint
CREATE UNIQUE INDEX "credit_note_org_number_uq" ON "credit_note" USING btree ("organization_id","number");--> statement-breakpoint
CREATE INDEX "credit_note_org_order_idx" ON "credit_note" USING btree ("organization_id","order_id");--> statement-breakpoint
CREATE INDEX "credit_note_org_created_idx" ON "credit_note" USING btree ("organization_id","created_at");