CREATE TABLE "judging_conflicts" (
	"round_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"contestant_id" uuid NOT NULL,
	"declared_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "judging_conflicts_round_id_user_id_contestant_id_pk" PRIMARY KEY("round_id","user_id","contestant_id")
);
--> statement-breakpoint
CREATE TABLE "judging_judges" (
	"round_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"head" boolean DEFAULT false NOT NULL,
	CONSTRAINT "judging_judges_round_id_user_id_pk" PRIMARY KEY("round_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "judging_locks" (
	"round_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"segment" text NOT NULL,
	"locked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "judging_locks_round_id_user_id_segment_pk" PRIMARY KEY("round_id","user_id","segment")
);
--> statement-breakpoint
CREATE TABLE "judging_results" (
	"round_id" uuid PRIMARY KEY NOT NULL,
	"sheet" text NOT NULL,
	"sha256" text NOT NULL,
	"previous_hash" text,
	"revealed" integer DEFAULT 0 NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "judging_round_delegates" (
	"round_id" uuid NOT NULL,
	"contestant_id" uuid NOT NULL,
	CONSTRAINT "judging_round_delegates_round_id_contestant_id_pk" PRIMARY KEY("round_id","contestant_id")
);
--> statement-breakpoint
CREATE TABLE "judging_rounds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"season" integer NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"continent" text,
	"kind" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"rules" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "judging_scores" (
	"round_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"contestant_id" uuid NOT NULL,
	"segment" text NOT NULL,
	"value_units" integer NOT NULL,
	"client_id" uuid NOT NULL,
	"entered_at" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "judging_scores_round_id_user_id_contestant_id_segment_pk" PRIMARY KEY("round_id","user_id","contestant_id","segment")
);
--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "previous_hash" text;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "hash" text;--> statement-breakpoint
ALTER TABLE "judging_conflicts" ADD CONSTRAINT "judging_conflicts_round_id_judging_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."judging_rounds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "judging_conflicts" ADD CONSTRAINT "judging_conflicts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "judging_conflicts" ADD CONSTRAINT "judging_conflicts_contestant_id_contestants_id_fk" FOREIGN KEY ("contestant_id") REFERENCES "public"."contestants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "judging_judges" ADD CONSTRAINT "judging_judges_round_id_judging_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."judging_rounds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "judging_judges" ADD CONSTRAINT "judging_judges_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "judging_locks" ADD CONSTRAINT "judging_locks_round_id_judging_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."judging_rounds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "judging_locks" ADD CONSTRAINT "judging_locks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "judging_results" ADD CONSTRAINT "judging_results_round_id_judging_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."judging_rounds"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "judging_round_delegates" ADD CONSTRAINT "judging_round_delegates_round_id_judging_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."judging_rounds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "judging_round_delegates" ADD CONSTRAINT "judging_round_delegates_contestant_id_contestants_id_fk" FOREIGN KEY ("contestant_id") REFERENCES "public"."contestants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "judging_scores" ADD CONSTRAINT "judging_scores_round_id_judging_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."judging_rounds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "judging_scores" ADD CONSTRAINT "judging_scores_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "judging_scores" ADD CONSTRAINT "judging_scores_contestant_id_contestants_id_fk" FOREIGN KEY ("contestant_id") REFERENCES "public"."contestants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "judging_judges_number_idx" ON "judging_judges" USING btree ("round_id","number");--> statement-breakpoint
CREATE INDEX "judging_judges_user_idx" ON "judging_judges" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "judging_results_published_idx" ON "judging_results" USING btree ("published_at");--> statement-breakpoint
CREATE UNIQUE INDEX "judging_results_previous_idx" ON "judging_results" USING btree (coalesce("previous_hash", ''));--> statement-breakpoint
CREATE UNIQUE INDEX "judging_rounds_slug_idx" ON "judging_rounds" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "audit_log_chain_idx" ON "audit_log" USING btree ("resource","created_at");