CREATE TABLE "customer_count" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "customer_count_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"organization_id" text NOT NULL,
	"delta" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_count" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_count_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"organization_id" text NOT NULL,
	"status" text NOT NULL,
	"delta" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscription_count" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "subscription_count_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"organization_id" text NOT NULL,
	"status" text NOT NULL,
	"delta" bigint NOT NULL
);
--> statement-breakpoint
CREATE INDEX "customer_count_org_idx" ON "customer_count" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "order_count_org_idx" ON "order_count" USING btree ("organization_id","status");--> statement-breakpoint
CREATE INDEX "subscription_count_org_idx" ON "subscription_count" USING btree ("organization_id","status");--> statement-breakpoint
CREATE INDEX "customer_org_created_desc_idx" ON "customer" USING btree ("organization_id","created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "customer_search_trgm_idx" ON "customer" USING gin ("organization_id","email" gin_trgm_ops,"name" gin_trgm_ops,"billing_name" gin_trgm_ops,"external_id" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "order_org_created_desc_idx" ON "order" USING btree ("organization_id","created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "order_invoice_number_trgm_idx" ON "order" USING gin ("organization_id","invoice_number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "subscription_org_started_desc_idx" ON "subscription" USING btree ("organization_id","started_at" DESC NULLS LAST,"created_at","id");