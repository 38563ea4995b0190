import { ACCOUNT_SERVER_MESSAGES as S } from '@cq/shared';
import { eq } from 'drizzle-orm';
import { createSigner } from 'fast-jwt';
import { describe, expect, it } from 'vitest';
import { refreshTokens } from '../src/db/schema';
import { createPaidContestant } from '../src/dev/contestant-factories';
import { createUser } from '../src/dev/factories';
import { hashToken } from '../src/lib/secure-token';
import { bearer, passwordLogin } from './support/sessions';
import { testAppForFile } from './support/test-app';

const t = testAppForFile({ env: { RATE_LIMIT_AUTH_MULTIPLIER: '1000' } });

const call = (method: 'GET' | 'POST', url: string, payload?: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method, url, payload: payload as object, headers });
const me = (token: string) => call('GET', '/api/users/me', undefined, bearer(token));
const refresh = (refreshToken: string) => call('POST', '/api/users/refresh-token', { refreshToken });

const login = (email: string, password: string) => passwordLogin(t.app, email, password);

function claimsOf(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString());
}

/** Moves a token's exchange into the past, as if that much time had gone by since the renewal. */
async function exchangedSecondsAgo(refreshToken: string, seconds: number) {
  await t.db
    .update(refreshTokens)
    .set({ usedAt: new Date(Date.now() - seconds * 1000) })
    .where(eq(refreshTokens.tokenHash, hashToken(refreshToken)));
}

describe('access tokens belong to their session', () => {
  it('carry the session id (the refresh family), the audience and an expiry', async () => {
    const user = await createUser(t.db);
    const { token, refreshToken } = await login(user.email, user.password);
    const [family] = await t.db
      .select({ familyId: refreshTokens.familyId })
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, hashToken(refreshToken)));
    expect(claimsOf(token)).toMatchObject({ sub: user.id, sid: family?.familyId, aud: 'continental-queens-api' });
    expect(typeof claimsOf(token).exp).toBe('number');
  });

  it('stop working at once when the session signs out, while another session of the user goes on', async () => {
    const user = await createUser(t.db);
    const phone = await login(user.email, user.password);
    const laptop = await login(user.email, user.password);
    expect((await me(phone.token)).statusCode).toBe(200);
    expect((await call('POST', '/api/users/logout', { refreshToken: phone.refreshToken })).statusCode).toBe(200);
    const after = await me(phone.token);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ success: false, code: 'unauthorized', message: S.sessionExpired });
    expect((await me(laptop.token)).statusCode).toBe(200);
  });

  it('stop working at once when a reused refresh token revokes the family, the renewed ones too', async () => {
    const user = await createUser(t.db);
    const first = await login(user.email, user.password);
    const second = (await refresh(first.refreshToken)).json().data as { token: string; refreshToken: string };
    expect((await me(first.token)).statusCode).toBe(200);
    expect((await me(second.token)).statusCode).toBe(200);
    await exchangedSecondsAgo(first.refreshToken, 11);
    expect((await refresh(first.refreshToken)).statusCode).toBe(401);
    expect((await me(first.token)).statusCode).toBe(401);
    expect((await me(second.token)).statusCode).toBe(401);
  });

  it('cannot autosave a draft once their session has signed out', async () => {
    const { user, contestant } = await createPaidContestant(t.db);
    const { token, refreshToken } = await login(user.email, user.password);
    const save = (occupation: string, revision: number) =>
      t.app.inject({
        method: 'POST',
        url: `/api/contestants/${contestant.id}/draft`,
        headers: { ...bearer(token), 'if-match': String(revision) },
        payload: { occupation },
      });
    expect((await save('Before', 0)).statusCode).toBe(200);
    await call('POST', '/api/users/logout', { refreshToken });
    const refused = await save('After', 1);
    expect(refused.statusCode).toBe(401);
  });
});

describe('forged access tokens signed with the real secret', () => {
  const sign = (claims: Record<string, unknown>, options: { noTimestamp?: boolean } = {}) =>
    createSigner({ key: t.config.jwtSecret, algorithm: 'HS256', noTimestamp: options.noTimestamp ?? false })(claims);

  it('are refused without an expiry, without or with another audience, or without a session', async () => {
    const user = await createUser(t.db);
    const exp = Math.floor(Date.now() / 1000) + 600;
    const good = { sub: user.id, ver: 0, sid: user.id, aud: 'continental-queens-api', exp };
    expect((await me(sign(good))).statusCode).toBe(200);
    const { exp: _e, ...noExp } = good;
    const { aud: _a, ...noAud } = good;
    const { sid: _s, ...noSid } = good;
    for (const claims of [noExp, noAud, { ...good, aud: 'another-service' }, noSid, { ...good, sid: 'x' }]) {
      const res = await me(sign(claims, { noTimestamp: true }));
      expect(res.statusCode, JSON.stringify(claims)).toBe(401);
      expect(res.json()).toEqual({ success: false, code: 'unauthorized', message: S.sessionExpired });
    }
  });

  it('are refused when the session belongs to someone else', async () => {
    const user = await createUser(t.db);
    const other = await createUser(t.db);
    const exp = Math.floor(Date.now() / 1000) + 600;
    const token = sign({ sub: user.id, ver: 0, sid: other.id, aud: 'continental-queens-api', exp });
    expect((await me(token)).statusCode).toBe(401);
  });
});

describe('two renewals with one refresh token (two tabs at once)', () => {
  it('both succeed with the same newest refresh token, and the session goes on', async () => {
    const user = await createUser(t.db);
    const first = await login(user.email, user.password);
    const [a, b] = await Promise.all([refresh(first.refreshToken), refresh(first.refreshToken)]);
    expect(a?.statusCode).toBe(200);
    expect(b?.statusCode).toBe(200);
    const tabA = a?.json().data as { token: string; refreshToken: string };
    const tabB = b?.json().data as { token: string; refreshToken: string };
    expect(tabA.refreshToken).toBe(tabB.refreshToken);
    expect((await me(tabA.token)).statusCode).toBe(200);
    expect((await me(tabB.token)).statusCode).toBe(200);
    const next = await refresh(tabA.refreshToken);
    expect(next.statusCode).toBe(200);
    expect((await me(next.json().data.token)).statusCode).toBe(200);
  });

  it('keeps only the sealed successor, never the token itself, in the database', async () => {
    const user = await createUser(t.db);
    const first = await login(user.email, user.password);
    const second = (await refresh(first.refreshToken)).json().data as { refreshToken: string };
    const rows = await t.db.select().from(refreshTokens).where(eq(refreshTokens.userId, user.id));
    expect(JSON.stringify(rows)).not.toContain(second.refreshToken);
    expect(JSON.stringify(rows)).not.toContain(first.refreshToken);
  });

  it('revokes the family when the token comes back after the interval', async () => {
    const user = await createUser(t.db);
    const first = await login(user.email, user.password);
    const second = (await refresh(first.refreshToken)).json().data as { token: string; refreshToken: string };
    await exchangedSecondsAgo(first.refreshToken, 9);
    expect((await refresh(first.refreshToken)).statusCode).toBe(200);
    await exchangedSecondsAgo(first.refreshToken, 11);
    expect((await refresh(first.refreshToken)).statusCode).toBe(401);
    expect((await refresh(second.refreshToken)).statusCode).toBe(401);
    expect((await me(second.token)).statusCode).toBe(401);
  });

  it('revokes the family when an older token comes back after its successor was renewed in turn', async () => {
    const user = await createUser(t.db);
    const first = await login(user.email, user.password);
    const second = (await refresh(first.refreshToken)).json().data as { refreshToken: string };
    const third = (await refresh(second.refreshToken)).json().data as { refreshToken: string };
    expect((await refresh(first.refreshToken)).statusCode).toBe(401);
    expect((await refresh(third.refreshToken)).statusCode).toBe(401);
  });
});
