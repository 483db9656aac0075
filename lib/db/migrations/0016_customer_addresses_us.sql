ALTER TABLE "customer_addresses" DROP CONSTRAINT "customer_addresses_country";--> statement-breakpoint
ALTER TABLE "customer_addresses" ADD COLUMN "state" text;--> statement-breakpoint
ALTER TABLE "customer_addresses" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "customer_addresses" ADD CONSTRAINT "customer_addresses_country" CHECK ("customer_addresses"."country" in ('DE', 'AT', 'CH', 'LI', 'LU', 'FR', 'IT', 'BE', 'NL', 'ES', 'US'));