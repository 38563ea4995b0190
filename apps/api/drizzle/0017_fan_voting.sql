CREATE TABLE "fan_ballots" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"vote_id" uuid NOT NULL,
	"contestant_id" uuid NOT NULL,
	"user_id" uuid,
	"voting_day" text NOT NULL,
	"slot" integer NOT NULL,
	"idempotency_key" uuid NOT NULL,
	"address_hash" text NOT NULL,
	"device_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"voided_at" timestamp with time zone,
	"voided_by" uuid,
	"void_reason" text
);
--> statement-breakpoint
CREATE TABLE "fan_vote_delegates" (
	"vote_id" uuid NOT NULL,
	"contestant_id" uuid NOT NULL,
	CONSTRAINT "fan_vote_delegates_vote_id_contestant_id_pk" PRIMARY KEY("vote_id","contestant_id")
);
--> statement-breakpoint
CREATE TABLE "fan_votes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"continent" text,
	"opens_at" timestamp with time zone NOT NULL,
	"closes_at" timestamp with time zone NOT NULL,
	"time_zone" text NOT NULL,
	"free_votes_per_day" integer NOT NULL,
	"votes_per_address_per_day" integer NOT NULL,
	"leaderboard" text NOT NULL,
	"outcome" jsonb NOT NULL,
	"applied_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "fan_ballots" ADD CONSTRAINT "fan_ballots_vote_id_fan_votes_id_fk" FOREIGN KEY ("vote_id") REFERENCES "public"."fan_votes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fan_ballots" ADD CONSTRAINT "fan_ballots_contestant_id_contestants_id_fk" FOREIGN KEY ("contestant_id") REFERENCES "public"."contestants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fan_ballots" ADD CONSTRAINT "fan_ballots_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fan_ballots" ADD CONSTRAINT "fan_ballots_voided_by_users_id_fk" FOREIGN KEY ("voided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fan_vote_delegates" ADD CONSTRAINT "fan_vote_delegates_vote_id_fan_votes_id_fk" FOREIGN KEY ("vote_id") REFERENCES "public"."fan_votes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fan_vote_delegates" ADD CONSTRAINT "fan_vote_delegates_contestant_id_contestants_id_fk" FOREIGN KEY ("contestant_id") REFERENCES "public"."contestants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "fan_ballots_key_idx" ON "fan_ballots" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "fan_ballots_slot_idx" ON "fan_ballots" USING btree ("vote_id","contestant_id","user_id","voting_day","slot");--> statement-breakpoint
CREATE INDEX "fan_ballots_count_idx" ON "fan_ballots" USING btree ("vote_id","contestant_id") WHERE "fan_ballots"."voided_at" is null;--> statement-breakpoint
CREATE INDEX "fan_ballots_time_idx" ON "fan_ballots" USING btree ("vote_id","created_at");--> statement-breakpoint
CREATE INDEX "fan_ballots_address_idx" ON "fan_ballots" USING btree ("vote_id","voting_day","address_hash");--> statement-breakpoint
CREATE INDEX "fan_ballots_device_idx" ON "fan_ballots" USING btree ("vote_id","voting_day","device_hash");--> statement-breakpoint
CREATE INDEX "fan_ballots_user_idx" ON "fan_ballots" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "fan_votes_slug_idx" ON "fan_votes" USING btree ("slug");