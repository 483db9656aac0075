ALTER TABLE "cart_items" DROP CONSTRAINT "cart_items_kind";--> statement-breakpoint
ALTER TABLE "order_print_files" DROP CONSTRAINT "order_print_files_part";--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_kind" CHECK ("cart_items"."kind" in ('card', 'sample', 'accessory', 'wallart', 'calendar', 'photobook', 'photobox', 'photoprints', 'collage'));--> statement-breakpoint
ALTER TABLE "order_print_files" ADD CONSTRAINT "order_print_files_part" CHECK ("order_print_files"."part" in ('main', 'cover', 'inner', 'lid', 'prints'));