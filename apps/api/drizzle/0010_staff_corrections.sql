ALTER TABLE "contestant_submissions" ADD COLUMN "reason" text;--> statement-breakpoint
ALTER TABLE "contestant_submissions" ADD COLUMN "corrected_by" uuid;--> statement-breakpoint
ALTER TABLE "contestant_submissions" ADD CONSTRAINT "contestant_submissions_corrected_by_users_id_fk" FOREIGN KEY ("corrected_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;