ALTER TABLE "orders" ADD COLUMN "closed_reason" text;--> statement-breakpoint
ALTER TABLE "fan_votes" ADD COLUMN "challenge_mode" text DEFAULT 'never' NOT NULL;--> statement-breakpoint
ALTER TABLE "fan_votes" ADD COLUMN "challenge_votes_per_window" integer DEFAULT 20 NOT NULL;