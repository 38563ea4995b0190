import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../config';

/** The file in DATA_DIR that keeps the generated signing secret (readable by its owner only). */
export const JWT_SECRET_FILE = 'jwt-secret';

/**
 * Without JWT_SECRET (allowed outside production only), the tokens are signed with a random secret made at the
 * first start and kept in DATA_DIR with mode 0600, so signed-in users stay signed in across restarts and no two
 * installations share a secret. A secret from the environment is left alone.
 */
export function useStoredJwtSecret(config: Config): void {
  if (config.jwtSecretSource === 'env') return;
  const file = path.join(config.dataDir, JWT_SECRET_FILE);
  let secret = readSecret(file);
  if (!secret) {
    fs.mkdirSync(config.dataDir, { recursive: true });
    secret = randomBytes(48).toString('base64url');
    try {
      // 'wx': two processes starting at once keep whichever secret was written first.
      fs.writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      secret = readSecret(file);
      if (!secret) throw new Error(`${file} holds fewer than 32 characters: delete it to have a new secret made`);
    }
  }
  config.jwtSecret = secret;
  config.jwtSecretSource = 'data-dir';
}

function readSecret(file: string): string | undefined {
  try {
    const text = fs.readFileSync(file, 'utf8').trim();
    return text.length >= 32 ? text : undefined;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw err;
  }
}
