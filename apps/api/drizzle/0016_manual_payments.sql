ALTER TABLE "orders" ADD COLUMN "manual_method" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "recorded_by" uuid;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;