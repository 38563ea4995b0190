import { ERROR_CODES, type PersonChallenge } from '@cq/shared';
import { solveChallenge } from 'altcha-lib';
import type { DeriveKeyFunction } from 'altcha-lib/types';
import { ApiError, api } from './api-client';

/**
 * The person check, in the browser (docs/product/fan-voting.md#the-person-check): fetch a puzzle from our own
 * server, find its secret counter with the browser's own Web Crypto (PBKDF2/SHA-256, run off the main thread by
 * the browser and yielding every few guesses, so the page stays responsive), and hand back the solution the server
 * verifies. No third party, nothing to see.
 */

const deriveKey: DeriveKeyFunction = async (parameters, salt, password) => {
  if (parameters.algorithm !== 'PBKDF2/SHA-256') throw new Error(`Unsupported algorithm ${parameters.algorithm}`);
  const key = await crypto.subtle.importKey('raw', password as BufferSource, 'PBKDF2', false, ['deriveBits']);
  const bits = await crypto.subtle.deriveBits(
    { name: 'PBKDF2', hash: 'SHA-256', salt: salt as BufferSource, iterations: parameters.cost },
    key,
    (parameters.keyLength ?? 32) * 8,
  );
  return { parameters: {}, derivedKey: new Uint8Array(bits) };
};

/** How long the browser may search before giving up (a phone takes a second or two). */
const SOLVE_TIMEOUT_MS = 60_000;

/** Solves a new puzzle; the answer is what a checked request sends as `challenge`. */
export async function solvePersonCheck(): Promise<string> {
  const challenge = (await api.get<PersonChallenge>('/challenge')).data;
  const solution = await solveChallenge({ challenge, deriveKey, timeout: SOLVE_TIMEOUT_MS });
  if (!solution) throw new PersonCheckFailed();
  const json = JSON.stringify({ challenge, solution: { counter: solution.counter, derivedKey: solution.derivedKey } });
  return btoa(json);
}

/** The browser could not solve the puzzle in time. */
export class PersonCheckFailed extends Error {
  constructor() {
    super('The person check could not be solved.');
    this.name = 'PersonCheckFailed';
  }
}

export type PersonCheckState = 'idle' | 'checking' | 'done';

/**
 * Sends a request; when the server answers that it needs the person check, solves one and sends the same request
 * again with it. `onState` follows the check, for the page's live region.
 */
export async function withPersonCheck<T>(
  send: (challenge?: string) => Promise<T>,
  onState: (state: PersonCheckState) => void,
): Promise<T> {
  try {
    return await send();
  } catch (err) {
    if (!(err instanceof ApiError && err.code === ERROR_CODES.challengeRequired)) throw err;
  }
  onState('checking');
  let solution: string;
  try {
    solution = await solvePersonCheck();
  } catch (err) {
    onState('idle');
    throw err;
  }
  onState('done');
  return send(solution);
}
