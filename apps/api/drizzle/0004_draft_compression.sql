-- Custom SQL migration file, put your code below! --
-- The autosaved draft is rewritten on every autosave (seconds apart while a contestant types): lz4 compresses
-- it several times faster than the default pglz, and small enough to stay in the row. A server built without
-- lz4 (the embedded PGlite) keeps its default.
DO $$
BEGIN
  ALTER TABLE contestants ALTER COLUMN draft_form_data SET COMPRESSION lz4;
EXCEPTION WHEN feature_not_supported THEN
  RAISE NOTICE 'lz4 is not available: draft_form_data keeps the default compression';
END
$$;
