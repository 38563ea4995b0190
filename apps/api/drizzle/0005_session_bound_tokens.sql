CREATE TABLE "login_addresses" (
	"user_id" uuid NOT NULL,
	"address_hash" text NOT NULL,
	"last_success_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "login_addresses_user_id_address_hash_pk" PRIMARY KEY("user_id","address_hash")
);
--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD COLUMN "successor_sealed" text;--> statement-breakpoint
ALTER TABLE "login_addresses" ADD CONSTRAINT "login_addresses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
-- Access tokens carry their session (the refresh-token family) and every request checks it is live, in the same
-- query as the user's row (apps/api/src/plugins/auth.ts); a cached copy is dropped when the user's row changes.
-- Revoking a session (logout, reuse, password change) is announced on the same channel with the user's id, so
-- its access tokens stop working at once on every instance that caches.
CREATE OR REPLACE FUNCTION cq_notify_session_changed() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('cq_user_changed', COALESCE(NEW.user_id, OLD.user_id)::text);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER refresh_tokens_revoked AFTER UPDATE OF revoked_at ON refresh_tokens FOR EACH ROW
  WHEN (OLD.revoked_at IS DISTINCT FROM NEW.revoked_at) EXECUTE FUNCTION cq_notify_session_changed();
--> statement-breakpoint
CREATE TRIGGER refresh_tokens_deleted AFTER DELETE ON refresh_tokens FOR EACH ROW
  EXECUTE FUNCTION cq_notify_session_changed();
