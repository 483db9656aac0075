CREATE TABLE "event_activity" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"household_id" uuid,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_activity_kind" CHECK ("event_activity"."kind" in ('created', 'published', 'unpublished', 'guests-imported', 'household-added', 'household-removed', 'rsvp', 'rsvp-changed', 'reminder-sent', 'token-revoked', 'retention-notice'))
);
--> statement-breakpoint
CREATE TABLE "event_households" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"salutation_style" text DEFAULT 'sie' NOT NULL,
	"addressee_override" text,
	"street" text DEFAULT '' NOT NULL,
	"street2" text DEFAULT '' NOT NULL,
	"postcode" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"country" text DEFAULT 'DE' NOT NULL,
	"email" text,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"plus_ones_allowed" integer DEFAULT 0 NOT NULL,
	"rsvp_token" text NOT NULL,
	"song_wish" text DEFAULT '' NOT NULL,
	"free_answer" text DEFAULT '' NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"responded_at" timestamp with time zone,
	"last_reminder_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_households_rsvp_token_unique" UNIQUE("rsvp_token"),
	CONSTRAINT "event_households_style" CHECK ("event_households"."salutation_style" in ('sie', 'du')),
	CONSTRAINT "event_households_plus_ones" CHECK ("event_households"."plus_ones_allowed" between 0 and 10)
);
--> statement-breakpoint
CREATE TABLE "event_invitations" (
	"household_id" uuid NOT NULL,
	"sub_event_id" uuid NOT NULL,
	CONSTRAINT "event_invitations_household_id_sub_event_id_pk" PRIMARY KEY("household_id","sub_event_id")
);
--> statement-breakpoint
CREATE TABLE "event_member_responses" (
	"member_id" uuid NOT NULL,
	"sub_event_id" uuid NOT NULL,
	"attending" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_member_responses_member_id_sub_event_id_pk" PRIMARY KEY("member_id","sub_event_id")
);
--> statement-breakpoint
CREATE TABLE "event_members" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"household_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"salutation" text DEFAULT 'keine' NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"is_child" boolean DEFAULT false NOT NULL,
	"is_plus_one" boolean DEFAULT false NOT NULL,
	"meal_choice" text,
	"diets" text[] DEFAULT '{}'::text[] NOT NULL,
	"allergies" text DEFAULT '' NOT NULL,
	"table_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_members_salutation" CHECK ("event_members"."salutation" in ('herr', 'frau', 'divers', 'keine'))
);
--> statement-breakpoint
CREATE TABLE "event_sub_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"date" date NOT NULL,
	"start_time" text,
	"end_time" text,
	"place_name" text DEFAULT '' NOT NULL,
	"street" text DEFAULT '' NOT NULL,
	"postcode" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"country" text DEFAULT 'DE' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"slug" text NOT NULL,
	"occasion" text NOT NULL,
	"state" text DEFAULT 'draft' NOT NULL,
	"title" text NOT NULL,
	"locale" text DEFAULT 'de-DE' NOT NULL,
	"event_date" date NOT NULL,
	"time_zone" text DEFAULT 'Europe/Berlin' NOT NULL,
	"saved_design_id" uuid,
	"details" jsonb NOT NULL,
	"questions" jsonb NOT NULL,
	"rsvp_deadline" date,
	"password_hash" text,
	"keep_after_event" boolean DEFAULT false NOT NULL,
	"retention_notice_sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "events_slug_unique" UNIQUE("slug"),
	CONSTRAINT "events_state" CHECK ("events"."state" in ('draft', 'published')),
	CONSTRAINT "events_title" CHECK (length("events"."title") between 1 and 120)
);
--> statement-breakpoint
ALTER TABLE "event_activity" ADD CONSTRAINT "event_activity_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_activity" ADD CONSTRAINT "event_activity_household_id_event_households_id_fk" FOREIGN KEY ("household_id") REFERENCES "public"."event_households"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_households" ADD CONSTRAINT "event_households_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_invitations" ADD CONSTRAINT "event_invitations_household_id_event_households_id_fk" FOREIGN KEY ("household_id") REFERENCES "public"."event_households"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_invitations" ADD CONSTRAINT "event_invitations_sub_event_id_event_sub_events_id_fk" FOREIGN KEY ("sub_event_id") REFERENCES "public"."event_sub_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_member_responses" ADD CONSTRAINT "event_member_responses_member_id_event_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."event_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_member_responses" ADD CONSTRAINT "event_member_responses_sub_event_id_event_sub_events_id_fk" FOREIGN KEY ("sub_event_id") REFERENCES "public"."event_sub_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_members" ADD CONSTRAINT "event_members_household_id_event_households_id_fk" FOREIGN KEY ("household_id") REFERENCES "public"."event_households"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_sub_events" ADD CONSTRAINT "event_sub_events_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_saved_design_id_saved_designs_id_fk" FOREIGN KEY ("saved_design_id") REFERENCES "public"."saved_designs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_activity_event" ON "event_activity" USING btree ("event_id","created_at");--> statement-breakpoint
CREATE INDEX "event_households_event" ON "event_households" USING btree ("event_id","position");--> statement-breakpoint
CREATE INDEX "event_invitations_sub" ON "event_invitations" USING btree ("sub_event_id");--> statement-breakpoint
CREATE INDEX "event_member_responses_sub" ON "event_member_responses" USING btree ("sub_event_id");--> statement-breakpoint
CREATE INDEX "event_members_household" ON "event_members" USING btree ("household_id","position");--> statement-breakpoint
CREATE INDEX "event_sub_events_event" ON "event_sub_events" USING btree ("event_id","position");--> statement-breakpoint
CREATE INDEX "events_customer" ON "events" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "events_date" ON "events" USING btree ("event_date");