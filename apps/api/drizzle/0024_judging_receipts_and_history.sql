CREATE TABLE "judging_excusals" (
	"round_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"segments" jsonb NOT NULL,
	"reason" text NOT NULL,
	"excused_by" uuid,
	"excused_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "judging_excusals_round_id_user_id_pk" PRIMARY KEY("round_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "judging_lock_receipts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"round_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"segment" text NOT NULL,
	"document" text NOT NULL,
	"sha256" text NOT NULL,
	"locked_at" timestamp with time zone NOT NULL,
	"reopened_at" timestamp with time zone,
	"reopen_reason" text
);
--> statement-breakpoint
CREATE TABLE "judging_score_entries" (
	"round_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"contestant_id" uuid NOT NULL,
	"segment" text NOT NULL,
	"value_units" integer NOT NULL,
	"device_entered_at" bigint NOT NULL,
	"device_sent_at" bigint,
	"device_id" text,
	"server_at" bigint NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"outcome" text NOT NULL,
	CONSTRAINT "judging_score_entries_round_id_user_id_client_id_pk" PRIMARY KEY("round_id","user_id","client_id")
);
--> statement-breakpoint
ALTER TABLE "judging_scores" ADD COLUMN "server_at" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Scores stored before the server kept its own time: the time of their last change on the server.
UPDATE "judging_scores" SET "server_at" = (extract(epoch from "updated_at") * 1000)::bigint;--> statement-breakpoint
ALTER TABLE "judging_excusals" ADD CONSTRAINT "judging_excusals_round_id_judging_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."judging_rounds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "judging_excusals" ADD CONSTRAINT "judging_excusals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "judging_excusals" ADD CONSTRAINT "judging_excusals_excused_by_users_id_fk" FOREIGN KEY ("excused_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "judging_lock_receipts" ADD CONSTRAINT "judging_lock_receipts_round_id_judging_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."judging_rounds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "judging_lock_receipts" ADD CONSTRAINT "judging_lock_receipts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "judging_score_entries" ADD CONSTRAINT "judging_score_entries_round_id_judging_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."judging_rounds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "judging_score_entries" ADD CONSTRAINT "judging_score_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "judging_score_entries" ADD CONSTRAINT "judging_score_entries_contestant_id_contestants_id_fk" FOREIGN KEY ("contestant_id") REFERENCES "public"."contestants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "judging_lock_receipts_round_idx" ON "judging_lock_receipts" USING btree ("round_id","user_id","segment");--> statement-breakpoint
CREATE INDEX "judging_score_entries_cell_idx" ON "judging_score_entries" USING btree ("round_id","contestant_id","segment");