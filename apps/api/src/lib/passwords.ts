import { type Algorithm, hash, verify } from '@node-rs/argon2';

/** Algorithm.Argon2id (a const enum, which isolated modules cannot read). */
const ARGON2ID = 2 as Algorithm;

/**
 * argon2id. 64 MiB and 3 passes land near 90 ms a hash on
 * the two-core build machines: slow for a guesser, quick for a person.
 */
export const PASSWORD_HASH_OPTIONS = {
  algorithm: ARGON2ID,
  memoryCost: 64 * 1024,
  timeCost: 3,
  parallelism: 1,
} as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, PASSWORD_HASH_OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;
/**
 * A hash made with the current settings that no password opens, made once per process (at start, see
 * preparePasswordChecks), so the first sign-in with an unknown address does not pay for making it.
 */
function standInHash(): Promise<string> {
  dummyHash ??= hashPassword(`no password opens this ${Math.random()}`);
  return dummyHash;
}

/** Makes the stand-in hash ahead of the first sign-in. */
export async function preparePasswordChecks(): Promise<void> {
  await standInHash();
}

/**
 * The one password check of a sign-in: exactly one argon2id verification on every path. Without an account
 * it verifies against the stand-in hash, made with the same settings as every current hash, so a sign-in
 * with an unknown address costs what one with a known address costs, and the answer time does not tell
 * whether an address is registered. (A hash made with older settings costs what those settings cost until
 * its owner's next sign-in replaces it.)
 */
export async function checkSignInPassword(passwordHash: string | undefined, password: string): Promise<boolean> {
  if (passwordHash === undefined) {
    await verifyPassword(await standInHash(), password);
    return false;
  }
  return verifyPassword(passwordHash, password);
}

/** True when a stored hash was made with other settings (older, cheaper): it is replaced at the next login. */
export function needsRehash(passwordHash: string): boolean {
  const match = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$/.exec(passwordHash);
  if (!match) return true;
  const [, m, t, p] = match.map(Number);
  return (
    m !== PASSWORD_HASH_OPTIONS.memoryCost ||
    t !== PASSWORD_HASH_OPTIONS.timeCost ||
    p !== PASSWORD_HASH_OPTIONS.parallelism
  );
}
