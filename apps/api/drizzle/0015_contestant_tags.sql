CREATE TABLE "contestant_tags" (
	"contestant_id" uuid NOT NULL,
	"tag" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contestant_tags_contestant_id_tag_pk" PRIMARY KEY("contestant_id","tag")
);
--> statement-breakpoint
ALTER TABLE "contestant_tags" ADD CONSTRAINT "contestant_tags_contestant_id_contestants_id_fk" FOREIGN KEY ("contestant_id") REFERENCES "public"."contestants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contestant_tags" ADD CONSTRAINT "contestant_tags_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contestant_tags_tag_idx" ON "contestant_tags" USING btree ("tag");