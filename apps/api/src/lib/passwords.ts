import { type Algorithm, hash, verify } from '@node-rs/argon2';

/** Algorithm.Argon2id (a const enum, which isolated modules cannot read). */
const ARGON2ID = 2 as Algorithm;

/**
 * argon2id (DESIGN decision 5). 64 MiB and 3 passes land near 90 ms a hash on
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
 * Spends the same time as a real check when the account does not exist, so the
 * answer time does not tell whether an address is registered.
 */
export async function burnPasswordCheck(password: string): Promise<void> {
  dummyHash ??= hashPassword('not-a-real-password-for-timing-only');
  await verifyPassword(await dummyHash, password);
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
