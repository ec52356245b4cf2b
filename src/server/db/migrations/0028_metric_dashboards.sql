CREATE TABLE "metric_dashboard" (
	"id" uuid PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"name" text NOT NULL,
	"metrics" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"modified_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "metric_dashboard_org_created_idx" ON "metric_dashboard" USING btree ("organization_id","created_at");