CREATE TABLE "event" (
	"id" uuid NOT NULL,
	"timestamp" timestamp with time zone NOT NULL,
	"organization_id" text NOT NULL,
	"name" text NOT NULL,
	"source" text DEFAULT 'user' NOT NULL,
	"customer_id" uuid,
	"external_customer_id" text,
	"external_id" text,
	"parent_id" uuid,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"ingested_at" timestamp with time zone NOT NULL,
	CONSTRAINT "event_pk" PRIMARY KEY("id","timestamp")
) PARTITION BY RANGE ("timestamp");
--> statement-breakpoint
CREATE TABLE "event_default" PARTITION OF "event" DEFAULT;
--> statement-breakpoint
CREATE TABLE "event_external_id" (
	"organization_id" text NOT NULL,
	"external_id" text NOT NULL,
	"event_id" uuid NOT NULL,
	"event_timestamp" timestamp with time zone NOT NULL,
	CONSTRAINT "event_external_id_pk" PRIMARY KEY("organization_id","external_id")
);
--> statement-breakpoint
CREATE INDEX "event_org_timestamp_idx" ON "event" USING btree ("organization_id","timestamp");--> statement-breakpoint
CREATE INDEX "event_org_customer_timestamp_idx" ON "event" USING btree ("organization_id","customer_id","timestamp");--> statement-breakpoint
CREATE INDEX "event_org_external_customer_timestamp_idx" ON "event" USING btree ("organization_id","external_customer_id","timestamp");--> statement-breakpoint
CREATE INDEX "event_org_name_timestamp_idx" ON "event" USING btree ("organization_id","name","timestamp");--> statement-breakpoint
CREATE INDEX "event_org_parent_idx" ON "event" USING btree ("organization_id","parent_id");