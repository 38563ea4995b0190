import { createHmac } from 'node:crypto';
import { afterEach, beforeEach, vi } from 'vitest';

/**
 * A code as an authenticator app computes it (RFC 6238 over RFC 4226: HMAC-SHA-1 of the 30-second step, dynamic
 * truncation, 6 digits), written out here so the tests do not check the server's codes with the server's library.
 */
export function appCode(base32Secret: string, atMs: number, digits = 6): string {
  const step = Math.floor(atMs / 1000 / 30);
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  const mac = createHmac('sha1', fromBase32(base32Secret)).update(counter).digest();
  const offset = (mac[mac.length - 1] as number) & 0x0f;
  const binary = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** digits).padStart(digits, '0');
}

function fromBase32(text: string): Buffer {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const ch of text.replace(/=+$/, '').toUpperCase()) {
    const value = alphabet.indexOf(ch);
    if (value < 0) throw new Error(`not base32: ${ch}`);
    bits += value.toString(2).padStart(5, '0');
  }
  const bytes: number[] = [];
  for (let i = 0; i + 8 <= bits.length; i += 8) bytes.push(Number.parseInt(bits.slice(i, i + 8), 2));
  return Buffer.from(bytes);
}

/**
 * Fixes the date 5 seconds into an authenticator step before each test (only Date: the database and the event loop
 * run as usual), so a test can move it on by whole steps and compute the codes an app would show then.
 */
export function authenticatorClock() {
  let now = 0;
  beforeEach(() => {
    now = Math.floor(Date.now() / 30_000) * 30_000 + 5_000;
    vi.useFakeTimers({ toFake: ['Date'], now });
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  return {
    now: () => now,
    advance: (ms: number) => {
      now += ms;
      vi.setSystemTime(now);
    },
  };
}
