CREATE TABLE "occasions" (
	"key" text PRIMARY KEY NOT NULL,
	"position" integer NOT NULL,
	"name" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "occasions_name_default_locale" CHECK ("occasions"."name" ? 'de-DE')
);
--> statement-breakpoint
CREATE TABLE "product_kinds" (
	"key" text PRIMARY KEY NOT NULL,
	"brands" text[] NOT NULL,
	"position" integer NOT NULL,
	"name" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"slug" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_kinds_brands_known" CHECK (cardinality("product_kinds"."brands") > 0 and "product_kinds"."brands" <@ array['card', 'poster']::text[]),
	CONSTRAINT "product_kinds_text_default_locale" CHECK ("product_kinds"."name" ? 'de-DE' and "product_kinds"."description" ? 'de-DE')
);
