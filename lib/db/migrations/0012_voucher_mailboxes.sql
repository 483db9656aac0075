-- Rows from before the mailbox rule keep their (already lower-cased, unique per brand) address as key.
ALTER TABLE "newsletter_vouchers" ADD COLUMN "mailbox" text;--> statement-breakpoint
UPDATE "newsletter_vouchers" SET "mailbox" = lower("email");--> statement-breakpoint
ALTER TABLE "newsletter_vouchers" ALTER COLUMN "mailbox" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "vouchers" ADD COLUMN "bound_mailbox" text;--> statement-breakpoint
ALTER TABLE "newsletter_vouchers" ADD CONSTRAINT "newsletter_vouchers_brand_mailbox" UNIQUE("brand","mailbox");
