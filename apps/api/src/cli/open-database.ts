import path from 'node:path';
import { prepareDatabase } from '../bootstrap';
import { type Config, ConfigError, loadConfig } from '../config';
import { type DatabaseHandle, openDatabase } from '../db/client';

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
