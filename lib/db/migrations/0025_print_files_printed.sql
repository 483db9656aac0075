ALTER TABLE "order_print_files" ADD COLUMN "printed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_print_files" ADD COLUMN "printed_by" text;--> statement-breakpoint
ALTER TABLE "order_print_files" ADD CONSTRAINT "order_print_files_printed" CHECK (("order_print_files"."printed_at" is null) = ("order_print_files"."printed_by" is null));