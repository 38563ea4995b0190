import path from 'node:path';
import { prepareDatabase } from '../bootstrap';
import { type Config, ConfigError, loadConfig } from '../config';
import { type DatabaseHandle, openDatabase } from '../db/client';
import { DataDirLockedError } from '../db/data-dir-lock';

/**
 * Opens the database a command-line tool works on: the same one the server
 * uses. npm runs workspace scripts inside apps/api, so a relative DATA_DIR is
 * resolved from where the command was typed (INIT_CWD), like `npm start` does.
 */
export async function openConfiguredDatabase(
  opts: { refuseProduction?: string } = {},
): Promise<{ config: Config; handle: DatabaseHandle }> {
  if (process.env.INIT_CWD) process.chdir(process.env.INIT_CWD);
  const config = loadConfig();
  if (opts.refuseProduction && config.isProduction) throw new ConfigError(opts.refuseProduction);
  const handle = await openDatabase({ url: config.databaseUrl, dataDir: path.join(config.dataDir, 'db') });
  await prepareDatabase(handle);
  return { config, handle };
}

/** Runs `work` on the configured database and closes the database however `work` ends. */
export async function withConfiguredDatabase<T>(
  work: (handle: DatabaseHandle) => Promise<T>,
  opts: { refuseProduction?: string } = {},
): Promise<T> {
  const { handle } = await openConfiguredDatabase(opts);
  try {
    return await work(handle);
  } finally {
    await handle.close();
  }
}

/**
 * Runs a command and exits with the code it answers. A configuration problem or a data directory held by
 * a running server is printed as its message alone; anything else unexpected, with its stack. Both exit 1.
 */
export function runCommand(main: () => Promise<number>): void {
  main()
    .then((code) => process.exit(code))
    .catch((err) => {
      console.error(err instanceof ConfigError || err instanceof DataDirLockedError ? err.message : err);
      process.exit(1);
    });
}
