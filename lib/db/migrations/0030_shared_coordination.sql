CREATE TABLE "rate_counters" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "rate_counters_count" CHECK ("rate_counters"."count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "scheduled_runs" (
	"name" text PRIMARY KEY NOT NULL,
	"next_run_at" timestamp with time zone NOT NULL,
	"lease_until" timestamp with time zone NOT NULL,
	"holder" text,
	"last_run_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "rate_counters_expiry" ON "rate_counters" USING btree ("expires_at");