CREATE TABLE "formats" (
	"key" text PRIMARY KEY NOT NULL,
	"series" text NOT NULL,
	"width_mm" integer NOT NULL,
	"height_mm" integer NOT NULL,
	"position" integer NOT NULL,
	"name" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "formats_series_known" CHECK ("formats"."series" in ('iso-a', 'special')),
	CONSTRAINT "formats_size" CHECK ("formats"."width_mm" > 0 and "formats"."width_mm" <= "formats"."height_mm"),
	CONSTRAINT "formats_name_default_locale" CHECK ("formats"."name" ? 'de-DE')
);
--> statement-breakpoint
CREATE TABLE "paper_refinements" (
	"paper" text NOT NULL,
	"refinement" text NOT NULL,
	CONSTRAINT "paper_refinements_paper_refinement_pk" PRIMARY KEY("paper","refinement")
);
--> statement-breakpoint
CREATE TABLE "papers" (
	"key" text PRIMARY KEY NOT NULL,
	"position" integer NOT NULL,
	"name" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "papers_name_default_locale" CHECK ("papers"."name" ? 'de-DE')
);
--> statement-breakpoint
CREATE TABLE "product_types" (
	"key" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"position" integer NOT NULL,
	"name" jsonb NOT NULL,
	"price_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_types_name_default_locale" CHECK ("product_types"."name" ? 'de-DE')
);
--> statement-breakpoint
CREATE TABLE "refinements" (
	"key" text PRIMARY KEY NOT NULL,
	"position" integer NOT NULL,
	"name" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refinements_name_default_locale" CHECK ("refinements"."name" ? 'de-DE')
);
--> statement-breakpoint
CREATE TABLE "accessories" (
	"sku" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"subtype" text,
	"colour" text,
	"paper" text,
	"width_mm" integer,
	"height_mm" integer,
	"position" integer NOT NULL,
	"name" jsonb NOT NULL,
	"price_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "accessories_kind_known" CHECK ("accessories"."kind" in ('envelope', 'inlay', 'ribbon', 'screw', 'holder', 'tag', 'punching')),
	CONSTRAINT "accessories_colour_segment" CHECK ("accessories"."colour" ~ '^[a-z]+$'),
	CONSTRAINT "accessories_size" CHECK (("accessories"."width_mm" is null and "accessories"."height_mm" is null) or ("accessories"."width_mm" > 0 and "accessories"."height_mm" > 0)),
	CONSTRAINT "accessories_envelope_sku" CHECK ("accessories"."kind" <> 'envelope' or ("accessories"."subtype" in ('straight', 'pointed') and "accessories"."colour" is not null and "accessories"."width_mm" > 0 and "accessories"."sku" = 'envelope-' || "accessories"."subtype" || '-' || "accessories"."colour" || '-' || "accessories"."width_mm" || 'x' || "accessories"."height_mm")),
	CONSTRAINT "accessories_name_default_locale" CHECK ("accessories"."name" ? 'de-DE')
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"key" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"position" integer NOT NULL,
	"name" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "categories_name_default_locale" CHECK ("categories"."name" ? 'de-DE')
);
--> statement-breakpoint
CREATE TABLE "design_categories" (
	"design_id" integer NOT NULL,
	"category" text NOT NULL,
	CONSTRAINT "design_categories_category_design_id_pk" PRIMARY KEY("category","design_id")
);
--> statement-breakpoint
CREATE TABLE "designs" (
	"id" integer PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"theme_id" integer,
	"product_type" text NOT NULL,
	"format" text,
	"occasion" text,
	"name" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"colours" text[] NOT NULL,
	"style" text NOT NULL,
	"labels" text[] DEFAULT '{}'::text[] NOT NULL,
	"punchings" text[] DEFAULT '{}'::text[] NOT NULL,
	"aspect_ratio" text NOT NULL,
	"popularity" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"template" jsonb NOT NULL,
	"preview_key" text,
	CONSTRAINT "designs_slug_unique" UNIQUE("slug"),
	CONSTRAINT "designs_id_positive" CHECK ("designs"."id" > 0),
	CONSTRAINT "designs_slug_format" CHECK ("designs"."slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and "designs"."slug" ~ '[a-z]'),
	CONSTRAINT "designs_aspect_ratio_known" CHECK ("designs"."aspect_ratio" in ('landscape', 'portrait', 'square')),
	CONSTRAINT "designs_popularity" CHECK ("designs"."popularity" >= 0),
	CONSTRAINT "designs_colours_present" CHECK (cardinality("designs"."colours") > 0),
	CONSTRAINT "designs_text_default_locale" CHECK ("designs"."name" ? 'de-DE' and "designs"."description" ? 'de-DE')
);
--> statement-breakpoint
CREATE TABLE "themes" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" jsonb NOT NULL,
	"description" jsonb,
	"occasion" text,
	"is_set" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "themes_id_positive" CHECK ("themes"."id" > 0),
	CONSTRAINT "themes_name_default_locale" CHECK ("themes"."name" ? 'de-DE')
);
--> statement-breakpoint
CREATE TABLE "wishlist_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "wishlist_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"visitor_key" uuid,
	"customer_id" uuid,
	"design_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wishlist_items_visitor_design" UNIQUE("visitor_key","design_id"),
	CONSTRAINT "wishlist_items_customer_design" UNIQUE("customer_id","design_id"),
	CONSTRAINT "wishlist_items_one_owner" CHECK (num_nonnulls("wishlist_items"."visitor_key", "wishlist_items"."customer_id") = 1)
);
--> statement-breakpoint
ALTER TABLE "paper_refinements" ADD CONSTRAINT "paper_refinements_paper_papers_key_fk" FOREIGN KEY ("paper") REFERENCES "public"."papers"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paper_refinements" ADD CONSTRAINT "paper_refinements_refinement_refinements_key_fk" FOREIGN KEY ("refinement") REFERENCES "public"."refinements"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_types" ADD CONSTRAINT "product_types_kind_product_kinds_key_fk" FOREIGN KEY ("kind") REFERENCES "public"."product_kinds"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accessories" ADD CONSTRAINT "accessories_paper_papers_key_fk" FOREIGN KEY ("paper") REFERENCES "public"."papers"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_kind_product_kinds_key_fk" FOREIGN KEY ("kind") REFERENCES "public"."product_kinds"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "design_categories" ADD CONSTRAINT "design_categories_design_id_designs_id_fk" FOREIGN KEY ("design_id") REFERENCES "public"."designs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "design_categories" ADD CONSTRAINT "design_categories_category_categories_key_fk" FOREIGN KEY ("category") REFERENCES "public"."categories"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "designs" ADD CONSTRAINT "designs_theme_id_themes_id_fk" FOREIGN KEY ("theme_id") REFERENCES "public"."themes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "designs" ADD CONSTRAINT "designs_product_type_product_types_key_fk" FOREIGN KEY ("product_type") REFERENCES "public"."product_types"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "designs" ADD CONSTRAINT "designs_format_formats_key_fk" FOREIGN KEY ("format") REFERENCES "public"."formats"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "designs" ADD CONSTRAINT "designs_occasion_occasions_key_fk" FOREIGN KEY ("occasion") REFERENCES "public"."occasions"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "themes" ADD CONSTRAINT "themes_occasion_occasions_key_fk" FOREIGN KEY ("occasion") REFERENCES "public"."occasions"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishlist_items" ADD CONSTRAINT "wishlist_items_design_id_designs_id_fk" FOREIGN KEY ("design_id") REFERENCES "public"."designs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "accessories_kind_position" ON "accessories" USING btree ("kind","position");--> statement-breakpoint
CREATE INDEX "design_categories_design" ON "design_categories" USING btree ("design_id");--> statement-breakpoint
CREATE INDEX "designs_listing_popular" ON "designs" USING btree ("occasion","product_type","popularity" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "designs_listing_newest" ON "designs" USING btree ("occasion","product_type","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "designs_type_popular" ON "designs" USING btree ("product_type","popularity" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "designs_theme" ON "designs" USING btree ("theme_id","popularity" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "designs_labels" ON "designs" USING gin ("labels");--> statement-breakpoint
CREATE INDEX "designs_colours" ON "designs" USING gin ("colours");--> statement-breakpoint
CREATE INDEX "themes_occasion" ON "themes" USING btree ("occasion");--> statement-breakpoint
CREATE INDEX "wishlist_items_design" ON "wishlist_items" USING btree ("design_id");