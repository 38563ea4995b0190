-- Custom SQL migration file, put your code below! --
-- Every change to a user's notifications is announced on the channel cq_notifications_changed (payload: the user
-- id), so each API instance drops its cached unread count at once (apps/api/src/modules/notifications/unread-cache.ts).
CREATE OR REPLACE FUNCTION cq_notify_notifications_changed() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('cq_notifications_changed', COALESCE(NEW.user_id, OLD.user_id)::text);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER notifications_changed AFTER INSERT OR UPDATE OR DELETE ON notifications FOR EACH ROW EXECUTE FUNCTION cq_notify_notifications_changed();
