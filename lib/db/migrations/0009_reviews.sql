CREATE TABLE "product_reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand" text NOT NULL,
	"product_kind" text NOT NULL,
	"product_ref" text NOT NULL,
	"rating" integer NOT NULL,
	"title" text,
	"body" text,
	"author_name" text NOT NULL,
	"source" text NOT NULL,
	"order_id" uuid,
	"order_line_id" uuid,
	"external_id" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_at" timestamp with time zone,
	CONSTRAINT "product_reviews_order_line" UNIQUE("order_line_id"),
	CONSTRAINT "product_reviews_external" UNIQUE("source","external_id"),
	CONSTRAINT "product_reviews_rating" CHECK ("product_reviews"."rating" between 1 and 5),
	CONSTRAINT "product_reviews_status" CHECK ("product_reviews"."status" in ('pending', 'published', 'rejected')),
	CONSTRAINT "product_reviews_source" CHECK ("product_reviews"."source" in ('customer', 'import')),
	CONSTRAINT "product_reviews_kind" CHECK ("product_reviews"."product_kind" in ('calendar', 'card', 'accessory')),
	CONSTRAINT "product_reviews_origin" CHECK (("product_reviews"."source" = 'customer' and "product_reviews"."external_id" is null) or ("product_reviews"."source" = 'import' and "product_reviews"."external_id" is not null and "product_reviews"."order_line_id" is null)),
	CONSTRAINT "product_reviews_published" CHECK (("product_reviews"."status" = 'published') = ("product_reviews"."published_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "product_reviews" ADD CONSTRAINT "product_reviews_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_reviews" ADD CONSTRAINT "product_reviews_order_line_id_order_lines_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."order_lines"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_reviews_product" ON "product_reviews" USING btree ("product_kind","product_ref","status");--> statement-breakpoint
CREATE INDEX "product_reviews_status_created" ON "product_reviews" USING btree ("status","created_at");