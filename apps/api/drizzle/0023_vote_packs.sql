CREATE TABLE "fan_vote_credits" (
	"vote_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"purchased" integer DEFAULT 0 NOT NULL,
	"spent" integer DEFAULT 0 NOT NULL,
	"balance" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fan_vote_credits_vote_id_user_id_pk" PRIMARY KEY("vote_id","user_id"),
	CONSTRAINT "fan_vote_credits_balance_non_negative" CHECK ("fan_vote_credits"."balance" >= 0)
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "vote_id" uuid;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "pack_votes" integer;--> statement-breakpoint
ALTER TABLE "fan_ballots" ADD COLUMN "paid" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "fan_votes" ADD COLUMN "paid_voting" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "fan_votes" ADD COLUMN "pack_currency" text DEFAULT 'USD' NOT NULL;--> statement-breakpoint
ALTER TABLE "fan_votes" ADD COLUMN "packs" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "fan_votes" ADD COLUMN "paid_cap_per_fan" integer;--> statement-breakpoint
ALTER TABLE "fan_votes" ADD COLUMN "paid_cap_per_delegate" integer;--> statement-breakpoint
ALTER TABLE "fan_vote_credits" ADD CONSTRAINT "fan_vote_credits_vote_id_fan_votes_id_fk" FOREIGN KEY ("vote_id") REFERENCES "public"."fan_votes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fan_vote_credits" ADD CONSTRAINT "fan_vote_credits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_vote_id_fan_votes_id_fk" FOREIGN KEY ("vote_id") REFERENCES "public"."fan_votes"("id") ON DELETE set null ON UPDATE no action;