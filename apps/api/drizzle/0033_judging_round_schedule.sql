ALTER TABLE "judging_rounds" ADD COLUMN "starts_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "judging_rounds" ADD COLUMN "time_zone" text;