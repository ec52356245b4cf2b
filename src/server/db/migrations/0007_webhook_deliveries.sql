CREATE TABLE "webhook_delivery" (
	"id" uuid PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"event_id" uuid NOT NULL,
	"endpoint_id" uuid NOT NULL,
	"event_type" text NOT NULL,
	"event_created_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone,
	"locked_until" timestamp with time zone,
	"last_http_code" integer,
	"created_at" timestamp with time zone NOT NULL,
	"modified_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	CONSTRAINT "webhook_delivery_event_endpoint_key" UNIQUE("event_id","endpoint_id")
);
--> statement-breakpoint
CREATE TABLE "webhook_delivery_attempt" (
	"id" uuid PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"delivery_id" uuid NOT NULL,
	"event_id" uuid NOT NULL,
	"endpoint_id" uuid NOT NULL,
	"event_type" text NOT NULL,
	"succeeded" boolean NOT NULL,
	"http_code" integer,
	"response" text,
	"error" text,
	"duration_ms" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "webhook_event" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "webhook_delivery_pending_idx" ON "webhook_delivery" USING btree ("endpoint_id","event_created_at","event_id") WHERE status = 'pending';--> statement-breakpoint
CREATE INDEX "webhook_delivery_endpoint_completed_idx" ON "webhook_delivery" USING btree ("endpoint_id","completed_at");--> statement-breakpoint
CREATE INDEX "webhook_delivery_attempt_org_created_idx" ON "webhook_delivery_attempt" USING btree ("organization_id","created_at");--> statement-breakpoint
CREATE INDEX "webhook_delivery_attempt_delivery_idx" ON "webhook_delivery_attempt" USING btree ("delivery_id","created_at");--> statement-breakpoint
CREATE INDEX "webhook_event_unarchived_created_idx" ON "webhook_event" USING btree ("created_at") WHERE archived_at is null;