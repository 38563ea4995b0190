-- Custom SQL migration file, put your code below! --
-- Every change to a user row is announced on the channel cq_user_changed (payload: the user id), so each API
-- instance drops its cached copy at once (apps/api/src/plugins/auth-user-cache.ts).
CREATE OR REPLACE FUNCTION cq_notify_user_changed() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('cq_user_changed', COALESCE(NEW.id, OLD.id)::text);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER users_changed AFTER UPDATE OR DELETE ON users FOR EACH ROW EXECUTE FUNCTION cq_notify_user_changed();
