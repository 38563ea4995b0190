CREATE TABLE "delegate_todo_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"todo_id" uuid NOT NULL,
	"contestant_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"answer" text,
	"file_name" text,
	"reason" text,
	"actor_id" uuid,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "delegate_todo_recipients" (
	"todo_id" uuid NOT NULL,
	"contestant_id" uuid NOT NULL,
	CONSTRAINT "delegate_todo_recipients_todo_id_contestant_id_pk" PRIMARY KEY("todo_id","contestant_id")
);
--> statement-breakpoint
ALTER TABLE "delegate_todo_answers" ADD COLUMN "review_status" text DEFAULT 'accepted' NOT NULL;--> statement-breakpoint
ALTER TABLE "delegate_todo_answers" ADD COLUMN "review_reason" text;--> statement-breakpoint
ALTER TABLE "delegate_todo_answers" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "delegate_todo_answers" ADD COLUMN "reviewed_by" uuid;--> statement-breakpoint
ALTER TABLE "delegate_todos" ADD COLUMN "needs_review" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "delegate_todo_events" ADD CONSTRAINT "delegate_todo_events_todo_id_delegate_todos_id_fk" FOREIGN KEY ("todo_id") REFERENCES "public"."delegate_todos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delegate_todo_events" ADD CONSTRAINT "delegate_todo_events_contestant_id_contestants_id_fk" FOREIGN KEY ("contestant_id") REFERENCES "public"."contestants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delegate_todo_events" ADD CONSTRAINT "delegate_todo_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delegate_todo_recipients" ADD CONSTRAINT "delegate_todo_recipients_todo_id_delegate_todos_id_fk" FOREIGN KEY ("todo_id") REFERENCES "public"."delegate_todos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delegate_todo_recipients" ADD CONSTRAINT "delegate_todo_recipients_contestant_id_contestants_id_fk" FOREIGN KEY ("contestant_id") REFERENCES "public"."contestants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "delegate_todo_events_item_idx" ON "delegate_todo_events" USING btree ("todo_id","contestant_id","at");--> statement-breakpoint
CREATE INDEX "delegate_todo_recipients_contestant_idx" ON "delegate_todo_recipients" USING btree ("contestant_id");--> statement-breakpoint
ALTER TABLE "delegate_todo_answers" ADD CONSTRAINT "delegate_todo_answers_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;