import { createHash, randomBytes } from 'node:crypto';

/** A 256-bit random token, URL-safe; only its hash is stored. */
export function newSecureToken(): string {
  return randomBytes(32).toString('base64url');
}

/** SHA-256 is enough for 256-bit random tokens: they cannot be guessed, only stolen from the database. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
