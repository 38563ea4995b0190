import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Seals short secrets at rest with AES-256-GCM: a fresh 12-byte nonce per seal, the 16-byte tag checked on opening.
 * The 256-bit key is drawn (HKDF-SHA-256) from the configured key, whatever its length. A sealed value reads
 * `v1.<nonce>.<tag>.<ciphertext>` (base64url), so a value stored before sealing began is told apart and still read.
 */
const PREFIX = 'v1.';

const keys = new Map<string, Buffer>();
function keyOf(secret: string): Buffer {
  let key = keys.get(secret);
  if (!key) {
    key = Buffer.from(hkdfSync('sha256', secret, '', 'totp-secret-seal', 32));
    keys.set(secret, key);
  }
  return key;
}

export function isSealed(stored: string): boolean {
  return stored.startsWith(PREFIX);
}

export function seal(secret: string, plain: string): string {
  const nonce = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(secret), nonce);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return `${PREFIX}${nonce.toString('base64url')}.${cipher.getAuthTag().toString('base64url')}.${body.toString('base64url')}`;
}

/** The plain value of a sealed one (throws if it was altered or sealed with another key); a legacy plain value as it is. */
export function open(secret: string, stored: string): string {
  if (!isSealed(stored)) return stored;
  const [nonce, tag, body] = stored.slice(PREFIX.length).split('.');
  if (nonce === undefined || tag === undefined || body === undefined) throw new Error('A sealed secret is malformed');
  const decipher = createDecipheriv('aes-256-gcm', keyOf(secret), Buffer.from(nonce, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
}
