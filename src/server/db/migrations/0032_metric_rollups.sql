CREATE TABLE "checkout_metric_rollup" (
	"organization_id" text NOT NULL,
	"currency" text NOT NULL,
	"product_id" uuid,
	"hour" timestamp with time zone NOT NULL,
	"checkouts" bigint NOT NULL,
	"succeeded" bigint NOT NULL,
	"compacted" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_metric_rollup" (
	"organization_id" text NOT NULL,
	"currency" text NOT NULL,
	"product_id" uuid,
	"billing_reason" text NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"orders" bigint NOT NULL,
	"net" bigint NOT NULL,
	"refunded" bigint NOT NULL,
	"compacted" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscription_metric_rollup" (
	"organization_id" text NOT NULL,
	"currency" text NOT NULL,
	"product_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"w" numeric NOT NULL,
	"compacted" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE INDEX "checkout_metric_rollup_org_hour_idx" ON "checkout_metric_rollup" USING btree ("organization_id","currency","hour");--> statement-breakpoint
CREATE INDEX "checkout_metric_rollup_pending_idx" ON "checkout_metric_rollup" USING btree ("organization_id") WHERE not "checkout_metric_rollup"."compacted";--> statement-breakpoint
CREATE INDEX "order_metric_rollup_org_hour_idx" ON "order_metric_rollup" USING btree ("organization_id","currency","hour");--> statement-breakpoint
CREATE INDEX "order_metric_rollup_pending_idx" ON "order_metric_rollup" USING btree ("organization_id") WHERE not "order_metric_rollup"."compacted";--> statement-breakpoint
CREATE INDEX "subscription_metric_rollup_org_hour_idx" ON "subscription_metric_rollup" USING btree ("organization_id","currency","hour");--> statement-breakpoint
CREATE INDEX "subscription_metric_rollup_pending_idx" ON "subscription_metric_rollup" USING btree ("organization_id") WHERE not "subscription_metric_rollup"."compacted";