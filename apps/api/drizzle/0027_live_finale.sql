CREATE TABLE "live_cues" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"show_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"delegate_id" uuid,
	"segment" text,
	"vote_id" uuid,
	"placement" integer,
	"fired_at" timestamp with time zone,
	"fired_by" uuid
);
--> statement-breakpoint
CREATE TABLE "live_display_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"show_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"label" text NOT NULL,
	"token_hash" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "live_show_events" (
	"seq" bigserial PRIMARY KEY NOT NULL,
	"show_id" uuid NOT NULL,
	"rehearsal" boolean NOT NULL,
	"frame" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "live_shows" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"round_id" uuid NOT NULL,
	"rehearsal" boolean NOT NULL,
	"vote_id" uuid,
	"current_position" integer,
	"held" boolean DEFAULT false NOT NULL,
	"seq" bigint DEFAULT 0 NOT NULL,
	"rehearsal_ranking" jsonb,
	"rehearsal_revealed" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "live_cues" ADD CONSTRAINT "live_cues_show_id_live_shows_id_fk" FOREIGN KEY ("show_id") REFERENCES "public"."live_shows"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_cues" ADD CONSTRAINT "live_cues_delegate_id_contestants_id_fk" FOREIGN KEY ("delegate_id") REFERENCES "public"."contestants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_cues" ADD CONSTRAINT "live_cues_vote_id_fan_votes_id_fk" FOREIGN KEY ("vote_id") REFERENCES "public"."fan_votes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_cues" ADD CONSTRAINT "live_cues_fired_by_users_id_fk" FOREIGN KEY ("fired_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_display_links" ADD CONSTRAINT "live_display_links_show_id_live_shows_id_fk" FOREIGN KEY ("show_id") REFERENCES "public"."live_shows"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_display_links" ADD CONSTRAINT "live_display_links_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_show_events" ADD CONSTRAINT "live_show_events_show_id_live_shows_id_fk" FOREIGN KEY ("show_id") REFERENCES "public"."live_shows"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_shows" ADD CONSTRAINT "live_shows_round_id_judging_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."judging_rounds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_shows" ADD CONSTRAINT "live_shows_vote_id_fan_votes_id_fk" FOREIGN KEY ("vote_id") REFERENCES "public"."fan_votes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "live_cues_show_idx" ON "live_cues" USING btree ("show_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "live_display_links_token_idx" ON "live_display_links" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "live_display_links_show_idx" ON "live_display_links" USING btree ("show_id");--> statement-breakpoint
CREATE INDEX "live_show_events_show_idx" ON "live_show_events" USING btree ("show_id","seq" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "live_show_events_public_idx" ON "live_show_events" USING btree ("seq" DESC NULLS LAST) WHERE "live_show_events"."rehearsal" = false;--> statement-breakpoint
CREATE UNIQUE INDEX "live_shows_round_kind_idx" ON "live_shows" USING btree ("round_id","rehearsal");