CREATE TABLE "uploads" (
	"id" text PRIMARY KEY NOT NULL,
	"visitor_key" uuid,
	"customer_id" uuid,
	"kind" text NOT NULL,
	"source_format" text NOT NULL,
	"print_key" text NOT NULL,
	"print_content_type" text NOT NULL,
	"preview_key" text NOT NULL,
	"stored_bytes" integer NOT NULL,
	"width_px" integer,
	"height_px" integer,
	"page_count" integer,
	"width_mm" real,
	"height_mm" real,
	"original_name" text,
	"meta" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "uploads_one_owner" CHECK (num_nonnulls("uploads"."visitor_key", "uploads"."customer_id") = 1),
	CONSTRAINT "uploads_kind_known" CHECK ("uploads"."kind" in ('photo', 'layout')),
	CONSTRAINT "uploads_format_known" CHECK ("uploads"."source_format" in ('jpeg', 'png', 'webp', 'heic', 'avif', 'pdf', 'svg')),
	CONSTRAINT "uploads_bytes_positive" CHECK ("uploads"."stored_bytes" > 0)
);
--> statement-breakpoint
CREATE TABLE "guest_lists" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"visitor_key" uuid,
	"customer_id" uuid,
	"file_name" text,
	"source_format" text NOT NULL,
	"columns" text[] NOT NULL,
	"rows" jsonb NOT NULL,
	"row_numbers" integer[] NOT NULL,
	"row_count" integer NOT NULL,
	"problem_count" integer DEFAULT 0 NOT NULL,
	"problems" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "guest_lists_one_owner" CHECK (num_nonnulls("guest_lists"."visitor_key", "guest_lists"."customer_id") = 1),
	CONSTRAINT "guest_lists_format" CHECK ("guest_lists"."source_format" in ('csv', 'xlsx')),
	CONSTRAINT "guest_lists_row_count" CHECK ("guest_lists"."row_count" >= 0)
);
--> statement-breakpoint
CREATE INDEX "uploads_visitor" ON "uploads" USING btree ("visitor_key","created_at");--> statement-breakpoint
CREATE INDEX "uploads_customer" ON "uploads" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "guest_lists_visitor" ON "guest_lists" USING btree ("visitor_key","created_at");