CREATE TABLE "customer_session" (
	"id" uuid PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"customer_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"return_url" text,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "customer_session_code" (
	"id" uuid PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"customer_id" uuid NOT NULL,
	"code_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "customer_session_token_unique" ON "customer_session" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "customer_session_customer_idx" ON "customer_session" USING btree ("organization_id","customer_id");--> statement-breakpoint
CREATE INDEX "customer_session_expires_idx" ON "customer_session" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "customer_session_code_hash_unique" ON "customer_session_code" USING btree ("code_hash");--> statement-breakpoint
CREATE INDEX "customer_session_code_customer_idx" ON "customer_session_code" USING btree ("organization_id","customer_id");--> statement-breakpoint
CREATE INDEX "customer_session_code_expires_idx" ON "customer_session_code" USING btree ("expires_at");