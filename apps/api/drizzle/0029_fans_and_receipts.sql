ALTER TABLE "outbox" ADD COLUMN "receipt_order_id" uuid;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "account_kind" text DEFAULT 'contestant' NOT NULL;