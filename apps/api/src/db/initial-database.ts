import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * A migrated, empty embedded database, made by the API build next to the bundle. Creating a PGlite database
 * from nothing runs PostgreSQL's initdb in WebAssembly, the longest part of a first start (half a minute on a
 * busy two-core machine); unpacking this dump takes a fraction of that. Running from source there is none, and
 * the database is created the usual way.
 */
export const INITIAL_DATABASE_FILE = 'initial-database.tar.gz';

const besideBundle = () => path.join(path.dirname(fileURLToPath(import.meta.url)), INITIAL_DATABASE_FILE);

/** The dump to start a new PGlite data directory from, when there is one and the directory is new or empty. */
export function initialDatabaseFor(dataDir: string, file = besideBundle()): Blob | undefined {
  if (dataDir.startsWith('memory://')) return undefined;
  const isNew = !fs.existsSync(dataDir) || fs.readdirSync(dataDir).length === 0;
  if (!isNew || !fs.existsSync(file)) return undefined;
  return new Blob([fs.readFileSync(file)]);
}
