CREATE TABLE "cancellation_invoice_counters" (
	"brand" text NOT NULL,
	"year" integer NOT NULL,
	"last_value" integer NOT NULL,
	CONSTRAINT "cancellation_invoice_counters_brand_year_pk" PRIMARY KEY("brand","year"),
	CONSTRAINT "cancellation_invoice_counters_value" CHECK ("cancellation_invoice_counters"."last_value" >= 1)
);
--> statement-breakpoint
CREATE TABLE "cancellation_invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" text NOT NULL,
	"invoice_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"brand" text NOT NULL,
	"year" integer NOT NULL,
	"sequence" integer NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"currency" text NOT NULL,
	"total" integer NOT NULL,
	"document" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cancellation_invoices_number_unique" UNIQUE("number"),
	CONSTRAINT "cancellation_invoices_invoice_id_unique" UNIQUE("invoice_id"),
	CONSTRAINT "cancellation_invoices_brand_year_sequence" UNIQUE("brand","year","sequence"),
	CONSTRAINT "cancellation_invoices_sequence" CHECK ("cancellation_invoices"."sequence" >= 1),
	CONSTRAINT "cancellation_invoices_total" CHECK ("cancellation_invoices"."total" <= 0)
);
--> statement-breakpoint
ALTER TABLE "cancellation_invoices" ADD CONSTRAINT "cancellation_invoices_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cancellation_invoices" ADD CONSTRAINT "cancellation_invoices_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;