CREATE TABLE "order_print_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"line_id" uuid NOT NULL,
	"state" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"lease_until" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"storage_key" text,
	"sha256" text,
	"byte_size" integer,
	"page_count" integer,
	"rendered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_print_files_line" UNIQUE("line_id"),
	CONSTRAINT "order_print_files_state" CHECK ("order_print_files"."state" in ('queued', 'rendering', 'done', 'failed')),
	CONSTRAINT "order_print_files_attempts" CHECK ("order_print_files"."attempts" >= 0)
);
--> statement-breakpoint
CREATE TABLE "staff_members" (
	"customer_id" uuid PRIMARY KEY NOT NULL,
	"role" text DEFAULT 'staff' NOT NULL,
	"totp_secret_sealed" text,
	"totp_enabled_at" timestamp with time zone,
	"totp_last_step" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_members_role" CHECK ("staff_members"."role" in ('staff'))
);
--> statement-breakpoint
CREATE TABLE "staff_sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"customer_id" uuid NOT NULL,
	"stage" text NOT NULL,
	"failed_codes" integer DEFAULT 0 NOT NULL,
	"pending_secret_sealed" text,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_sessions_stage" CHECK ("staff_sessions"."stage" in ('password', 'full'))
);
--> statement-breakpoint
ALTER TABLE "order_print_files" ADD CONSTRAINT "order_print_files_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_print_files" ADD CONSTRAINT "order_print_files_line_id_order_lines_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."order_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_members" ADD CONSTRAINT "staff_members_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_sessions" ADD CONSTRAINT "staff_sessions_customer_id_staff_members_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."staff_members"("customer_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_print_files_due" ON "order_print_files" USING btree ("state","lease_until");--> statement-breakpoint
CREATE INDEX "order_print_files_order" ON "order_print_files" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "staff_sessions_customer" ON "staff_sessions" USING btree ("customer_id");