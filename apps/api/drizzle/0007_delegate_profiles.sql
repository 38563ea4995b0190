CREATE TABLE "delegate_profiles" (
	"contestant_id" uuid PRIMARY KEY NOT NULL,
	"biography" text DEFAULT '' NOT NULL,
	"show_social" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"consented_at" timestamp with time zone DEFAULT now() NOT NULL,
	"slug" text,
	"published_at" timestamp with time zone,
	"published_by" uuid,
	"photos" jsonb,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "delegate_profiles" ADD CONSTRAINT "delegate_profiles_contestant_id_contestants_id_fk" FOREIGN KEY ("contestant_id") REFERENCES "public"."contestants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delegate_profiles" ADD CONSTRAINT "delegate_profiles_published_by_users_id_fk" FOREIGN KEY ("published_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "delegate_profiles_slug_idx" ON "delegate_profiles" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "delegate_profiles_published_idx" ON "delegate_profiles" USING btree ("published_at");