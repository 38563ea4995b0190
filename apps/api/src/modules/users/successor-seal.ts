import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * The token a refresh token was exchanged for, kept for the short reuse interval so a second renewal with the
 * same token can be answered with it. It is sealed (AES-256-GCM) with a key derived from the older token,
 * which the database holds only as a hash: the stored value is useless to whoever reads the database, and only
 * the holder of the older token can open it.
 */
function keyFrom(token: string): Buffer {
  return Buffer.from(hkdfSync('sha256', token, '', 'cq refresh-token successor', 32));
}

export function sealSuccessor(token: string, successor: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyFrom(token), iv);
  const sealed = Buffer.concat([cipher.update(successor, 'utf8'), cipher.final()]);
  return [iv, sealed, cipher.getAuthTag()].map((part) => part.toString('base64url')).join('.');
}

/** The successor, or null when the value was not sealed with this token or was altered. */
export function openSuccessor(token: string, value: string): string | null {
  const [iv, sealed, tag] = value.split('.').map((part) => Buffer.from(part, 'base64url'));
  if (!iv || !sealed || !tag) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyFrom(token), iv);
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(sealed), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
