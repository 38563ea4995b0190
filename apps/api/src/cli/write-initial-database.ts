import fs from 'node:fs';
import path from 'node:path';
import { openDatabase } from '../db/client';
import { INITIAL_DATABASE_FILE } from '../db/initial-database';
import { runMigrations } from '../db/migrate';

// Part of the API build: the migrated, empty database a first start unpacks (see db/initial-database.ts).
const handle = await openDatabase({ dataDir: 'memory://' });
await runMigrations(handle);
const client = (handle.db as unknown as { $client: { dumpDataDir(c: 'gzip'): Promise<Blob> } }).$client;
const dump = await client.dumpDataDir('gzip');
await handle.close();
fs.writeFileSync(path.join(import.meta.dirname, INITIAL_DATABASE_FILE), Buffer.from(await dump.arrayBuffer()));
