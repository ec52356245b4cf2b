CREATE TABLE "customer_meter" (
	"id" uuid PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"customer_id" uuid NOT NULL,
	"meter_id" uuid NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"event_count" bigint DEFAULT 0 NOT NULL,
	"value_count" bigint DEFAULT 0 NOT NULL,
	"value_sum" numeric DEFAULT '0' NOT NULL,
	"value_min" numeric,
	"value_max" numeric,
	"unique_count" bigint DEFAULT 0 NOT NULL,
	"consumed_units" numeric DEFAULT '0' NOT NULL,
	"credited_units" numeric DEFAULT '0' NOT NULL,
	"last_event_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"modified_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "customer_meter_unique_value" (
	"customer_meter_id" uuid NOT NULL,
	"organization_id" text NOT NULL,
	"value" text NOT NULL,
	CONSTRAINT "customer_meter_unique_value_pk" PRIMARY KEY("customer_meter_id","value")
);
--> statement-breakpoint
CREATE TABLE "event_meter_pending" (
	"id" uuid PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"event_ids" uuid[] NOT NULL,
	"event_timestamps" timestamp with time zone[] NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_type" (
	"id" uuid PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"name" text NOT NULL,
	"label" text NOT NULL,
	"label_property_selector" text,
	"created_at" timestamp with time zone NOT NULL,
	"modified_at" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "customer_meter_org_customer_meter_idx" ON "customer_meter" USING btree ("organization_id","customer_id","meter_id");--> statement-breakpoint
CREATE INDEX "customer_meter_org_meter_idx" ON "customer_meter" USING btree ("organization_id","meter_id");--> statement-breakpoint
CREATE INDEX "event_meter_pending_org_idx" ON "event_meter_pending" USING btree ("organization_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "event_type_org_name_idx" ON "event_type" USING btree ("organization_id","name");