ALTER TABLE "contestants" ADD COLUMN "sort_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- The name a record sorts by is her account's "last first", lower-cased. The account stays the only place a
-- name is written: the database copies it when a record is made and whenever the account's name changes.
CREATE OR REPLACE FUNCTION cq_contestant_sort_name() RETURNS trigger AS $$
BEGIN
  SELECT lower(u.last_name || ' ' || u.first_name) INTO NEW.sort_name FROM users u WHERE u.id = NEW.user_id;
  NEW.sort_name := COALESCE(NEW.sort_name, '');
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER contestants_sort_name BEFORE INSERT OR UPDATE OF user_id ON contestants FOR EACH ROW EXECUTE FUNCTION cq_contestant_sort_name();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION cq_user_sort_name() RETURNS trigger AS $$
BEGIN
  UPDATE contestants SET sort_name = lower(NEW.last_name || ' ' || NEW.first_name) WHERE user_id = NEW.id;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER users_sort_name AFTER UPDATE OF first_name, last_name ON users FOR EACH ROW
  WHEN (OLD.first_name IS DISTINCT FROM NEW.first_name OR OLD.last_name IS DISTINCT FROM NEW.last_name)
  EXECUTE FUNCTION cq_user_sort_name();
--> statement-breakpoint
UPDATE "contestants" c SET "sort_name" = lower(u.last_name || ' ' || u.first_name) FROM "users" u WHERE u.id = c.user_id;--> statement-breakpoint
CREATE INDEX "contestants_name_asc_idx" ON "contestants" USING btree ("sort_name","id");--> statement-breakpoint
CREATE INDEX "contestants_name_desc_idx" ON "contestants" USING btree ("sort_name" DESC NULLS LAST,"id");
--> statement-breakpoint
-- The back office's search finds a part of a name or an e-mail address anywhere in it (LIKE '%…%'): trigram
-- indexes answer that from the index instead of reading every account.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "users_name_trgm_idx" ON "users" USING gin (lower("first_name" || ' ' || "last_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_email_trgm_idx" ON "users" USING gin (lower("email") gin_trgm_ops);
