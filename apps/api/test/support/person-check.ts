import type { PersonChallenge } from '@cq/shared';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { FastifyInstance } from 'fastify';

/** What a browser does for the person check: fetch a puzzle, solve it, send base64 of `{ challenge, solution }`. */
export async function solvedChallenge(app: FastifyInstance): Promise<string> {
  const res = await app.inject({ method: 'GET', url: '/api/challenge' });
  if (res.statusCode !== 200) throw new Error(`GET /api/challenge answered ${res.statusCode}`);
  const challenge = res.json().data as PersonChallenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('The puzzle was not solved');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}
