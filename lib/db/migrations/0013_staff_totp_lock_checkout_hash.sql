ALTER TABLE "orders" ADD COLUMN "checkout_hash" text;--> statement-breakpoint
ALTER TABLE "staff_members" ADD COLUMN "totp_failures" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "staff_members" ADD COLUMN "totp_locked_until" timestamp with time zone;