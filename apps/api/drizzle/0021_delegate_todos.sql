CREATE TABLE "delegate_todo_answers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"todo_id" uuid NOT NULL,
	"contestant_id" uuid NOT NULL,
	"answer" text,
	"storage_key" text,
	"mime_type" text,
	"size" bigint,
	"original_name" text,
	"completed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "delegate_todo_reminders" (
	"todo_id" uuid NOT NULL,
	"contestant_id" uuid NOT NULL,
	"stage" integer NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "delegate_todo_reminders_todo_id_contestant_id_stage_pk" PRIMARY KEY("todo_id","contestant_id","stage")
);
--> statement-breakpoint
CREATE TABLE "delegate_todos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"kind" text NOT NULL,
	"deadline" timestamp with time zone NOT NULL,
	"continent" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "delegate_todo_answers" ADD CONSTRAINT "delegate_todo_answers_todo_id_delegate_todos_id_fk" FOREIGN KEY ("todo_id") REFERENCES "public"."delegate_todos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delegate_todo_answers" ADD CONSTRAINT "delegate_todo_answers_contestant_id_contestants_id_fk" FOREIGN KEY ("contestant_id") REFERENCES "public"."contestants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delegate_todo_reminders" ADD CONSTRAINT "delegate_todo_reminders_todo_id_delegate_todos_id_fk" FOREIGN KEY ("todo_id") REFERENCES "public"."delegate_todos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delegate_todo_reminders" ADD CONSTRAINT "delegate_todo_reminders_contestant_id_contestants_id_fk" FOREIGN KEY ("contestant_id") REFERENCES "public"."contestants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delegate_todos" ADD CONSTRAINT "delegate_todos_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "delegate_todo_answers_unique" ON "delegate_todo_answers" USING btree ("todo_id","contestant_id");--> statement-breakpoint
CREATE INDEX "delegate_todo_answers_contestant_idx" ON "delegate_todo_answers" USING btree ("contestant_id");--> statement-breakpoint
CREATE INDEX "delegate_todos_deadline_idx" ON "delegate_todos" USING btree ("deadline");