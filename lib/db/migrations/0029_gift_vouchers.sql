ALTER TABLE "vouchers" DROP CONSTRAINT "vouchers_kind";--> statement-breakpoint
ALTER TABLE "vouchers" DROP CONSTRAINT "vouchers_value";--> statement-breakpoint
ALTER TABLE "voucher_redemptions" ADD COLUMN "returned_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "vouchers" ADD COLUMN "currency" text;--> statement-breakpoint
ALTER TABLE "vouchers" ADD COLUMN "initial_amount" integer;--> statement-breakpoint
ALTER TABLE "vouchers" ADD COLUMN "balance" integer;--> statement-breakpoint
ALTER TABLE "vouchers" ADD COLUMN "issued_order_id" uuid;--> statement-breakpoint
ALTER TABLE "vouchers" ADD COLUMN "recipient_name" text;--> statement-breakpoint
ALTER TABLE "vouchers" ADD COLUMN "message" text;--> statement-breakpoint
ALTER TABLE "vouchers" ADD CONSTRAINT "vouchers_issued_order_id_orders_id_fk" FOREIGN KEY ("issued_order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_redemptions" ADD CONSTRAINT "voucher_redemptions_amount" CHECK ("voucher_redemptions"."amount" >= 0);--> statement-breakpoint
ALTER TABLE "vouchers" ADD CONSTRAINT "vouchers_kind" CHECK ("vouchers"."kind" in ('percentage', 'fixed', 'gift'));--> statement-breakpoint
ALTER TABLE "vouchers" ADD CONSTRAINT "vouchers_value" CHECK (("vouchers"."kind" = 'percentage' and "vouchers"."percent_basis_points" between 1 and 10000) or ("vouchers"."kind" = 'fixed' and "vouchers"."amounts" is not null) or ("vouchers"."kind" = 'gift' and "vouchers"."currency" is not null and "vouchers"."initial_amount" > 0 and "vouchers"."balance" between 0 and "vouchers"."initial_amount"));