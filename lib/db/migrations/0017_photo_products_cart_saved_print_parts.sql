ALTER TABLE "order_print_files" DROP CONSTRAINT "order_print_files_line";--> statement-breakpoint
ALTER TABLE "cart_items" DROP CONSTRAINT "cart_items_kind";--> statement-breakpoint
ALTER TABLE "saved_designs" ALTER COLUMN "options" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "saved_designs" ADD COLUMN "product" text DEFAULT 'card' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_print_files" ADD COLUMN "part" text DEFAULT 'main' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_print_files" ADD CONSTRAINT "order_print_files_line_part" UNIQUE("line_id","part");--> statement-breakpoint
ALTER TABLE "saved_designs" ADD CONSTRAINT "saved_designs_product" CHECK ("saved_designs"."product" in ('card', 'calendar', 'photobook'));--> statement-breakpoint
ALTER TABLE "saved_designs" ADD CONSTRAINT "saved_designs_options_card" CHECK (("saved_designs"."product" = 'card') = ("saved_designs"."options" is not null));--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_kind" CHECK ("cart_items"."kind" in ('card', 'sample', 'accessory', 'wallart', 'calendar', 'photobook'));--> statement-breakpoint
ALTER TABLE "order_print_files" ADD CONSTRAINT "order_print_files_part" CHECK ("order_print_files"."part" in ('main', 'cover', 'inner'));