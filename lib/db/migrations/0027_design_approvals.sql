CREATE TABLE "design_approvals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"version_id" uuid NOT NULL,
	"share_id" uuid,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "design_approvals_once" UNIQUE("version_id","name")
);
--> statement-breakpoint
CREATE TABLE "design_comments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"version_id" uuid NOT NULL,
	"share_id" uuid,
	"page_id" text NOT NULL,
	"x" double precision NOT NULL,
	"y" double precision NOT NULL,
	"author_name" text NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "design_comments_on_page" CHECK ("design_comments"."x" between 0 and 1 and "design_comments"."y" between 0 and 1)
);
--> statement-breakpoint
CREATE TABLE "design_shares" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"saved_design_id" uuid NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "design_shares_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "design_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"saved_design_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"revision" integer NOT NULL,
	"document" jsonb NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "design_versions_number" UNIQUE("saved_design_id","number"),
	CONSTRAINT "design_versions_revision" UNIQUE("saved_design_id","revision"),
	CONSTRAINT "design_versions_number_positive" CHECK ("design_versions"."number" > 0),
	CONSTRAINT "design_versions_reason" CHECK ("design_versions"."reason" in ('share', 'review', 'manual'))
);
--> statement-breakpoint
ALTER TABLE "design_approvals" ADD CONSTRAINT "design_approvals_version_id_design_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."design_versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "design_approvals" ADD CONSTRAINT "design_approvals_share_id_design_shares_id_fk" FOREIGN KEY ("share_id") REFERENCES "public"."design_shares"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "design_comments" ADD CONSTRAINT "design_comments_version_id_design_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."design_versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "design_comments" ADD CONSTRAINT "design_comments_share_id_design_shares_id_fk" FOREIGN KEY ("share_id") REFERENCES "public"."design_shares"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "design_shares" ADD CONSTRAINT "design_shares_saved_design_id_saved_designs_id_fk" FOREIGN KEY ("saved_design_id") REFERENCES "public"."saved_designs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "design_versions" ADD CONSTRAINT "design_versions_saved_design_id_saved_designs_id_fk" FOREIGN KEY ("saved_design_id") REFERENCES "public"."saved_designs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "design_comments_version" ON "design_comments" USING btree ("version_id");--> statement-breakpoint
CREATE INDEX "design_shares_design" ON "design_shares" USING btree ("saved_design_id");