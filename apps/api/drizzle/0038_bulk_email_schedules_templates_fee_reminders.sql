CREATE TABLE "bulk_email_templates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"subject" text NOT NULL,
	"message" text NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fee_reminders" (
	"user_id" uuid NOT NULL,
	"stage" integer NOT NULL,
	"outbox_id" uuid NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fee_reminders_user_id_stage_pk" PRIMARY KEY("user_id","stage")
);
--> statement-breakpoint
ALTER TABLE "bulk_emails" ADD COLUMN "send_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bulk_email_templates" ADD CONSTRAINT "bulk_email_templates_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_reminders" ADD CONSTRAINT "fee_reminders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bulk_email_templates_name_idx" ON "bulk_email_templates" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "bulk_emails_due_idx" ON "bulk_emails" USING btree ("state","send_at");