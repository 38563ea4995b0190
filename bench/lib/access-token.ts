import { createHmac } from 'node:crypto';

/**
 * An access token of a seeded account's standing session (the test factory's createUser gives every account
 * one whose id is the account's id), signed with the server's JWT secret as the API tests' loginAs does.
 */
export function accessToken(secret: string, userId: string, ttlSeconds = 15 * 60): string {
  const part = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  const unsigned = `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ sub: userId, ver: 0, sid: userId, aud: 'continental-queens-api', iat: now, exp: now + ttlSeconds })}`;
  return `${unsigned}.${createHmac('sha256', secret).update(unsigned).digest('base64url')}`;
}
