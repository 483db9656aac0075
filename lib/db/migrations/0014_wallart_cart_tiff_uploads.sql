ALTER TABLE "uploads" DROP CONSTRAINT "uploads_format_known";--> statement-breakpoint
ALTER TABLE "cart_items" DROP CONSTRAINT "cart_items_kind";--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_format_known" CHECK ("uploads"."source_format" in ('jpeg', 'png', 'webp', 'tiff', 'heic', 'avif', 'pdf', 'svg'));--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_kind" CHECK ("cart_items"."kind" in ('card', 'sample', 'accessory', 'wallart'));