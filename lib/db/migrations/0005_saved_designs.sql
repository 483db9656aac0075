CREATE TABLE "saved_designs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"visitor_key" uuid,
	"customer_id" uuid,
	"design_id" integer,
	"document" jsonb NOT NULL,
	"document_version" integer NOT NULL,
	"options" jsonb NOT NULL,
	"revision" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_designs_one_owner" CHECK (num_nonnulls("saved_designs"."visitor_key", "saved_designs"."customer_id") = 1),
	CONSTRAINT "saved_designs_revision_positive" CHECK ("saved_designs"."revision" > 0)
);
--> statement-breakpoint
ALTER TABLE "saved_designs" ADD CONSTRAINT "saved_designs_design_id_designs_id_fk" FOREIGN KEY ("design_id") REFERENCES "public"."designs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "saved_designs_visitor" ON "saved_designs" USING btree ("visitor_key","updated_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "saved_designs_customer" ON "saved_designs" USING btree ("customer_id","updated_at" DESC NULLS LAST);