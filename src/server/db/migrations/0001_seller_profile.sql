ALTER TABLE "organization" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "organization" ADD COLUMN "website" text;--> statement-breakpoint
ALTER TABLE "organization" ADD COLUMN "socials" text;--> statement-breakpoint
ALTER TABLE "organization" ADD COLUMN "detailsSubmittedAt" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "organization" ADD COLUMN "featureSettings" text;--> statement-breakpoint
ALTER TABLE "organization" ADD COLUMN "subscriptionSettings" text;--> statement-breakpoint
ALTER TABLE "organization" ADD COLUMN "updatedAt" timestamp with time zone;