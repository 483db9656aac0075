ALTER TABLE "staff_members" DROP CONSTRAINT "staff_members_role";--> statement-breakpoint
ALTER TABLE "staff_members" ALTER COLUMN "role" DROP DEFAULT;--> statement-breakpoint
-- Everyone who was staff before roles existed could do everything: they become owners.
UPDATE "staff_members" SET "role" = 'owner';--> statement-breakpoint
ALTER TABLE "order_events" ADD COLUMN "action" text;--> statement-breakpoint
ALTER TABLE "order_events" ADD COLUMN "staff_name" text;--> statement-breakpoint
ALTER TABLE "staff_members" ADD CONSTRAINT "staff_members_role" CHECK ("staff_members"."role" in ('owner', 'production', 'support'));