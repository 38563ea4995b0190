CREATE TABLE "contestant_message_replies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"message_id" uuid NOT NULL,
	"author_id" uuid,
	"from_contestant" boolean NOT NULL,
	"body" text NOT NULL,
	"storage_key" text,
	"mime_type" text,
	"size" bigint,
	"original_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contestant_messages" ADD COLUMN "last_reply_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contestant_messages" ADD COLUMN "last_contestant_reply_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contestant_messages" ADD COLUMN "staff_read_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contestant_message_replies" ADD CONSTRAINT "contestant_message_replies_message_id_contestant_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."contestant_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contestant_message_replies" ADD CONSTRAINT "contestant_message_replies_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contestant_message_replies_message_idx" ON "contestant_message_replies" USING btree ("message_id","created_at");