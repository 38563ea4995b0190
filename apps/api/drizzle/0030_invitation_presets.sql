ALTER TABLE "staff_invitations" ADD COLUMN "preset" text DEFAULT 'custom' NOT NULL;--> statement-breakpoint
ALTER TABLE "staff_invitations" ADD COLUMN "round_ids" jsonb DEFAULT '[]'::jsonb NOT NULL;