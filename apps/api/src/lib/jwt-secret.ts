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
  config.jwtSecret = storedSecret(config.dataDir, JWT_SECRET_FILE);
  config.jwtSecretSource = 'data-dir';
}

/** The file in DATA_DIR that keeps the generated key sealing the authenticator apps' secrets. */
export const TOTP_KEY_FILE = 'totp-key';

/**
 * Without TOTP_ENCRYPTION_KEY (allowed outside production only), the authenticator apps' secrets are sealed with a
 * random key made at the first start and kept in DATA_DIR like the signing secret, so they open after a restart.
 */
export function useStoredTotpKey(config: Config): void {
  if (config.totpKeySource === 'env') return;
  config.totpKey = storedSecret(config.dataDir, TOTP_KEY_FILE);
  config.totpKeySource = 'data-dir';
}

/** The secret kept in `name` under the data directory, made (mode 0600) if there is none yet. */
function storedSecret(dataDir: string, name: string): string {
  const file = path.join(dataDir, name);
  let secret = readSecret(file);
  if (!secret) {
    fs.mkdirSync(dataDir, { recursive: true });
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
  return secret;
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
