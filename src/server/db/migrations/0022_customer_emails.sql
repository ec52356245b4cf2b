ALTER TABLE "organization" ADD COLUMN "notificationSettings" text;--> statement-breakpoint
ALTER TABLE "organization" ADD COLUMN "customerEmailSettings" text;--> statement-breakpoint
ALTER TABLE "email_message" ADD COLUMN "dedupe_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "email_message_dedupe_key_idx" ON "email_message" USING btree ("dedupe_key");