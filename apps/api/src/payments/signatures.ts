import { createHmac, timingSafeEqual } from 'node:crypto';

/** Hex HMAC of the raw bytes, compared in constant time (a timing difference must not reveal the secret). */
export function hmacHex(algorithm: 'sha512' | 'sha256', secret: string, raw: Buffer): string {
  return createHmac(algorithm, secret).update(raw).digest('hex');
}

export function sameHex(expected: string, given: string): boolean {
  const a = Buffer.from(expected, 'utf8');
  const b = Buffer.from(given.trim().toLowerCase(), 'utf8');
  if (a.length !== b.length) {
    // Still spend the time of one comparison so a wrong length answers like a wrong value.
    timingSafeEqual(a, a);
    return false;
  }
  return timingSafeEqual(a, b);
}
