CREATE TABLE "order_shipment_lines" (
	"line_id" uuid PRIMARY KEY NOT NULL,
	"shipment_id" uuid NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_shipments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"carrier" text NOT NULL,
	"tracking_number" text NOT NULL,
	"corrections" integer DEFAULT 0 NOT NULL,
	"staff_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_shipments_corrections" CHECK ("order_shipments"."corrections" >= 0)
);
--> statement-breakpoint
CREATE TABLE "order_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"amount" integer NOT NULL,
	"received_on" date NOT NULL,
	"staff_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_payments_amount" CHECK ("order_payments"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "payment_reminders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"level" integer NOT NULL,
	"open_amount" integer NOT NULL,
	"staff_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_reminders_order_level" UNIQUE("order_id","level"),
	CONSTRAINT "payment_reminders_level" CHECK ("payment_reminders"."level" in (1, 2))
);
--> statement-breakpoint
CREATE TABLE "refund_credit_notes" (
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
	"reason" text NOT NULL,
	"staff_name" text,
	"document" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refund_credit_notes_number_unique" UNIQUE("number"),
	CONSTRAINT "refund_credit_notes_total" CHECK ("refund_credit_notes"."total" < 0)
);
--> statement-breakpoint
ALTER TABLE "order_shipment_lines" ADD CONSTRAINT "order_shipment_lines_line_id_order_lines_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."order_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_shipment_lines" ADD CONSTRAINT "order_shipment_lines_shipment_id_order_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."order_shipments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_shipments" ADD CONSTRAINT "order_shipments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_payments" ADD CONSTRAINT "order_payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_reminders" ADD CONSTRAINT "payment_reminders_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_credit_notes" ADD CONSTRAINT "refund_credit_notes_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_credit_notes" ADD CONSTRAINT "refund_credit_notes_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_shipment_lines_shipment" ON "order_shipment_lines" USING btree ("shipment_id");--> statement-breakpoint
CREATE INDEX "order_shipments_order" ON "order_shipments" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "order_payments_order" ON "order_payments" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "refund_credit_notes_order" ON "refund_credit_notes" USING btree ("order_id");