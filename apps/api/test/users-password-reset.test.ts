import { ACCOUNT_MESSAGES, ACCOUNT_SERVER_MESSAGES as S } from '@cq/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { oneTimeTokens, users } from '../src/db/schema';
import { createUser } from '../src/dev/factories';
import { hashToken } from '../src/lib/secure-token';
import { mailsTo, tokenFromMail } from './support/mail';
import { testAppForFile } from './support/test-app';

const t = testAppForFile({ env: { PUBLIC_URL: 'https://queens.example.org', RATE_LIMIT_AUTH_MULTIPLIER: '1000' } });

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers });

async function requestReset(email: string): Promise<string> {
  const res = await post('/api/users/password-reset-request', { email });
  expect(res.statusCode).toBe(200);
  return tokenFromMail(t.db, email, 'password-reset', '/auth/reset-password');
}

describe('POST /api/users/password-reset-request', () => {
  it('answers known and unknown addresses identically; only the owner of a known one gets a link', async () => {
    const user = await createUser(t.db);
    const known = await post('/api/users/password-reset-request', { email: user.email });
    const unknown = await post('/api/users/password-reset-request', { email: 'ghost@example.com' });
    expect(known.statusCode).toBe(200);
    expect(known.body).toBe(unknown.body);
    expect(known.json()).toEqual({ success: true, message: S.resetRequested, data: null });

    const [mail] = await mailsTo(t.db, user.email, 'password-reset');
    expect(mail?.subject).toBe('Reset your Continental Queens password');
    expect(mail?.html).toMatch(/https:\/\/queens\.example\.org\/auth\/reset-password\/[\w-]{43}/);
    expect(mail?.text).toContain('expires in 1 hour');
    expect(await mailsTo(t.db, 'ghost@example.com')).toHaveLength(0);
  });

  it('sends nothing to a deactivated account (same answer)', async () => {
    const user = await createUser(t.db, { isActive: false });
    const res = await post('/api/users/password-reset-request', { email: user.email });
    expect(res.json()).toEqual({ success: true, message: S.resetRequested, data: null });
    expect(await mailsTo(t.db, user.email)).toHaveLength(0);
  });

  it('refuses a missing or malformed address', async () => {
    const empty = await post('/api/users/password-reset-request', { email: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors.email).toBe(ACCOUNT_MESSAGES.enterEmail);
    const bad = await post('/api/users/password-reset-request', { email: 'nope' });
    expect(bad.json().errors.email).toBe(ACCOUNT_MESSAGES.validEmail);
  });

  it('makes a token that expires one hour after it is sent', async () => {
    const user = await createUser(t.db);
    const token = await requestReset(user.email);
    const [row] = await t.db
      .select()
      .from(oneTimeTokens)
      .where(eq(oneTimeTokens.tokenHash, hashToken(token)));
    const minutes = ((row?.expiresAt.getTime() ?? 0) - (row?.createdAt.getTime() ?? 0)) / 60_000;
    expect(minutes).toBeCloseTo(60, 0);
  });
});

describe('POST /api/users/password-reset', () => {
  it('sets the new password, ends every session, and e-mails a password-changed notice', async () => {
    const user = await createUser(t.db, { isEmailVerified: false });
    const session = (await post('/api/users/login', { email: user.email, password: user.password })).json().data;
    const token = await requestReset(user.email);

    const res = await post('/api/users/password-reset', { token, password: 'Brand-New-Crown-77' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: S.passwordReset, data: null });

    // The old session is refused: both its access token and its refresh token.
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/users/me',
      headers: { authorization: `Bearer ${session.token}` },
    });
    expect(me.statusCode).toBe(401);
    expect((await post('/api/users/refresh-token', { refreshToken: session.refreshToken })).statusCode).toBe(401);

    expect((await post('/api/users/login', { email: user.email, password: user.password })).statusCode).toBe(401);
    const fresh = await post('/api/users/login', { email: user.email, password: 'Brand-New-Crown-77' });
    expect(fresh.statusCode).toBe(200);
    expect(fresh.json().data.user.isEmailVerified).toBe(true);

    const [notice] = await mailsTo(t.db, user.email, 'password-changed');
    expect(notice?.subject).toBe('Your Continental Queens password was changed');
  });

  it('uses a token once', async () => {
    const user = await createUser(t.db);
    const token = await requestReset(user.email);
    expect((await post('/api/users/password-reset', { token, password: 'First-Choice-123' })).statusCode).toBe(200);
    const again = await post('/api/users/password-reset', { token, password: 'Second-Choice-123' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ success: false, code: 'bad_request', message: S.invalidResetLink });
  });

  it('refuses an expired token, an unknown one and a verification token', async () => {
    const user = await createUser(t.db);
    const token = await requestReset(user.email);
    await t.db
      .update(oneTimeTokens)
      .set({ expiresAt: new Date(Date.now() - 1) })
      .where(eq(oneTimeTokens.tokenHash, hashToken(token)));
    expect((await post('/api/users/password-reset', { token, password: 'Valid-Password-9' })).statusCode).toBe(400);
    expect(
      (await post('/api/users/password-reset', { token: 'x'.repeat(43), password: 'Valid-Password-9' })).statusCode,
    ).toBe(400);

    const body = {
      firstName: 'A',
      lastName: 'B',
      email: 'verify.only@example.com',
      phoneNumber: '1',
      password: 'Pw-123456789',
    };
    await post('/api/users/register', body);
    const verifyToken = await tokenFromMail(t.db, body.email, 'verify-email', '/auth/verify-email');
    const res = await post('/api/users/password-reset', { token: verifyToken, password: 'Valid-Password-9' });
    expect(res.statusCode).toBe(400);
  });

  it('only the newest link works when several were requested', async () => {
    const user = await createUser(t.db);
    const older = await requestReset(user.email);
    const newer = await requestReset(user.email);
    expect((await post('/api/users/password-reset', { token: older, password: 'Valid-Password-9' })).statusCode).toBe(
      400,
    );
    expect((await post('/api/users/password-reset', { token: newer, password: 'Valid-Password-9' })).statusCode).toBe(
      200,
    );
  });

  it('refuses a short, a too long or a common password without using up the token', async () => {
    const user = await createUser(t.db);
    const token = await requestReset(user.email);
    const short = await post('/api/users/password-reset', { token, password: 'short' });
    expect(short.statusCode).toBe(400);
    expect(short.json().errors.password).toBe(ACCOUNT_MESSAGES.passwordTooShort);
    const long = await post('/api/users/password-reset', { token, password: 'a'.repeat(129) });
    expect(long.json().errors.password).toBe(ACCOUNT_MESSAGES.passwordTooLong);
    const common = await post('/api/users/password-reset', { token, password: 'iloveyou' });
    expect(common.json().message).toBe(ACCOUNT_MESSAGES.passwordTooCommon);
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.passwordHash).toBe(user.passwordHash);
    expect((await post('/api/users/password-reset', { token, password: 'Finally-Good-42' })).statusCode).toBe(200);
  });

  it('refuses a missing token or password', async () => {
    const res = await post('/api/users/password-reset', { password: 'Valid-Password-9' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.token).toBeDefined();
  });
});
