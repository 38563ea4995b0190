import path from 'node:path';
import { prepareDatabase } from './bootstrap';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { DataDirLockedError } from './db/data-dir-lock';
import { useStoredJwtSecret, useStoredTotpKey } from './lib/jwt-secret';
import { findUp } from './lib/paths';
import { closeOnSignals } from './shutdown';
import { announceStart } from './startup-report';

/** Starts the site: migrations, defaults, listen, graceful shutdown on SIGTERM/SIGINT. */
/** PostgreSQL connections each instance opens at start and keeps (see openDatabase). */
const WARM_CONNECTIONS = 5;

async function main(): Promise<void> {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  config.webDist = process.env.WEB_DIST ?? findUp('apps/web/dist') ?? findUp('web/dist');
  useStoredJwtSecret(config);
  useStoredTotpKey(config);

  // The app's code (its routes, their schemas, the plugins) loads while the database starts: PGlite's start
  // waits on its files and its WebAssembly's compilation, time the loading of the code fills.
  const appCode = import('./app');
  appCode.catch(() => {});
  const database = await openDatabase({
    url: config.databaseUrl,
    dataDir: path.join(config.dataDir, 'db'),
    warmConnections: WARM_CONNECTIONS,
  });
  await prepareDatabase(database, config);

  const { buildApp } = await appCode;
  const app = await buildApp({ config, database });
  app.addHook('onClose', async () => {
    await database.close();
  });
  closeOnSignals(app, config.shutdown);

  await app.listen({ port: config.port, host: config.host });
  announceStart(app, { database: database.kind, web: Boolean(app.sendWebIndex) });
}

main().catch((err) => {
  console.error(err instanceof DataDirLockedError ? err.message : err);
  process.exit(1);
});
