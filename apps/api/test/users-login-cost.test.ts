import * as argon2 from '@node-rs/argon2';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createUser } from '../src/dev/factories';
import { PASSWORD_HASH_OPTIONS } from '../src/lib/passwords';
import { testAppForFile } from './support/test-app';

// The argon2 library is wrapped (not replaced) to see each verification the sign-in runs and the settings of
// the hash it was run against.
vi.mock('@node-rs/argon2', async (original) => {
  const real = await original<typeof import('@node-rs/argon2')>();
  return { ...real, hash: vi.fn(real.hash), verify: vi.fn(real.verify) };
});

const t = testAppForFile({ env: { RATE_LIMIT_AUTH_MULTIPLIER: '1000' } });
beforeEach(() => {
  vi.mocked(argon2.verify).mockClear();
  vi.mocked(argon2.hash).mockClear();
});

const login = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/users/login', payload: { email, password } });

/** The cost settings of each hash verified since the last clear, e.g. "m=65536,t=3,p=1". */
function verifiedCosts(): string[] {
  return vi
    .mocked(argon2.verify)
    .mock.calls.map(([hash]) => /\$m=(\d+),t=(\d+),p=(\d+)\$/.exec(String(hash))?.[0] ?? '');
}

const CURRENT = `$m=${PASSWORD_HASH_OPTIONS.memoryCost},t=${PASSWORD_HASH_OPTIONS.timeCost},p=${PASSWORD_HASH_OPTIONS.parallelism}$`;

describe('every sign-in path does the same password work', () => {
  // First in the file: the stand-in hash is made once per process.
  it('runs the unknown-address verification against a hash made before the first sign-in', async () => {
    expect((await login('nobody-else@example.com', 'Some-password-1')).statusCode).toBe(401);
    expect(argon2.hash).not.toHaveBeenCalled();
    expect(verifiedCosts()).toEqual([CURRENT]);
  });

  it('runs exactly one verification with the current cost settings: unknown, wrong, deactivated, right', async () => {
    const user = await createUser(t.db);
    const inactive = await createUser(t.db, { isActive: false });
    const paths: [string, string, string, number][] = [
      ['unknown address', 'nobody-at-all@example.com', 'Some-password-1', 401],
      ['wrong password', user.email, 'Not-the-password-1', 401],
      ['deactivated, wrong password', inactive.email, 'Not-the-password-1', 401],
      ['deactivated, right password', inactive.email, inactive.password, 403],
      ['right password', user.email, user.password, 200],
    ];
    for (const [name, email, password, status] of paths) {
      vi.mocked(argon2.verify).mockClear();
      expect((await login(email, password)).statusCode, name).toBe(status);
      expect(verifiedCosts(), name).toEqual([CURRENT]);
    }
  });
});
