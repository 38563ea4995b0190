ALTER TABLE "contestants" ADD COLUMN "country_code" text;--> statement-breakpoint
ALTER TABLE "contestants" ADD COLUMN "country_confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contestants" ADD COLUMN "country_confirmed_by" uuid;--> statement-breakpoint
ALTER TABLE "contestants" ADD CONSTRAINT "contestants_country_confirmed_by_users_id_fk" FOREIGN KEY ("country_confirmed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;