CREATE TABLE "bulk_email_recipients" (
	"bulk_email_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"outbox_id" uuid NOT NULL,
	CONSTRAINT "bulk_email_recipients_bulk_email_id_user_id_pk" PRIMARY KEY("bulk_email_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "bulk_emails" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL,
	"subject" text NOT NULL,
	"message" text NOT NULL,
	"audience" jsonb NOT NULL,
	"state" text DEFAULT 'queuing' NOT NULL,
	"recipients" integer NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bulk_emails_request_id_unique" UNIQUE("request_id")
);
--> statement-breakpoint
CREATE TABLE "email_preferences" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"unsubscribe_token" text NOT NULL,
	"unsubscribed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_preferences_unsubscribe_token_unique" UNIQUE("unsubscribe_token")
);
--> statement-breakpoint
ALTER TABLE "bulk_email_recipients" ADD CONSTRAINT "bulk_email_recipients_bulk_email_id_bulk_emails_id_fk" FOREIGN KEY ("bulk_email_id") REFERENCES "public"."bulk_emails"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bulk_email_recipients" ADD CONSTRAINT "bulk_email_recipients_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bulk_emails" ADD CONSTRAINT "bulk_emails_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_preferences" ADD CONSTRAINT "email_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bulk_emails_created_idx" ON "bulk_emails" USING btree ("created_at");