import { ACCOUNT_MESSAGES, ACCOUNT_SERVER_MESSAGES as S } from '@cq/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { oneTimeTokens, users } from '../src/db/schema';
import { createUser, loginAs } from '../src/dev/factories';
import { hashToken } from '../src/lib/secure-token';
import { mailsTo, tokenFromMail } from './support/mail';
import { testAppForFile } from './support/test-app';

const t = testAppForFile({ env: { PUBLIC_URL: 'https://queens.example.org', RATE_LIMIT_AUTH_MULTIPLIER: '1000' } });

const json = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method, url, payload: payload as object, headers });

let n = 0;
const signup = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Zara',
  lastName: 'Mensah',
  email: `zara.${Date.now()}.${++n}@Example.com`,
  phoneNumber: '+233 20 000 0000',
  password: 'Golden-Savanna-44',
  ...overrides,
});

describe('POST /api/users/register', () => {
  it('creates an unverified user and e-mails a verification link built from PUBLIC_URL', async () => {
    const body = signup();
    const res = await json('POST', '/api/users/register', body, { host: 'attacker.example' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ success: true, message: S.registered, data: null });

    const [row] = await t.db.select().from(users).where(eq(users.email, body.email.toLowerCase()));
    expect(row).toMatchObject({
      firstName: 'Zara',
      lastName: 'Mensah',
      role: 'user',
      permissions: [],
      isActive: true,
      isEmailVerified: false,
      paymentStatus: null,
    });
    expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=65536,t=3,p=1\$/);

    const [mail] = await mailsTo(t.db, body.email, 'verify-email');
    expect(mail?.subject).toBe('Verify your email address for Continental Queens');
    expect(mail?.html).toMatch(/href="https:\/\/queens\.example\.org\/auth\/verify-email\/[\w-]{43}"/);
    expect(mail?.html).not.toContain('attacker.example');
    expect(mail?.text).toContain('https://queens.example.org/auth/verify-email/');
  });

  it('answers a known address exactly like a new one and e-mails the owner instead (no enumeration)', async () => {
    const owner = await createUser(t.db, { firstName: 'Lerato' });
    const fresh = await json('POST', '/api/users/register', signup());
    const known = await json(
      'POST',
      '/api/users/register',
      signup({ email: owner.email.toUpperCase(), firstName: 'X' }),
    );
    expect(known.statusCode).toBe(fresh.statusCode);
    expect(known.body).toBe(fresh.body);

    const rows = await t.db.select().from(users).where(eq(users.email, owner.email));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.firstName).toBe('Lerato');
    expect(rows[0]?.passwordHash).toBe(owner.passwordHash);
    const [mail] = await mailsTo(t.db, owner.email);
    expect(mail?.kind).toBe('account-exists');
    expect(mail?.text).toContain('https://queens.example.org/auth/forgot-password');
  });

  it('refuses bad input with a message per field', async () => {
    const res = await json('POST', '/api/users/register', {
      firstName: '  ',
      email: 'not an email',
      phoneNumber: '',
      password: 'short',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      success: false,
      errors: {
        firstName: ACCOUNT_MESSAGES.firstNameRequired,
        email: ACCOUNT_MESSAGES.validEmail,
        phoneNumber: ACCOUNT_MESSAGES.phoneRequired,
        password: ACCOUNT_MESSAGES.passwordTooShort,
      },
    });
    expect(res.json().errors.lastName).toBeDefined();
  });

  it('refuses passwords longer than 128 characters and accepts exactly 128', async () => {
    const long = await json('POST', '/api/users/register', signup({ password: `${'x9'.repeat(64)}y` }));
    expect(long.statusCode).toBe(400);
    expect(long.json().errors.password).toBe(ACCOUNT_MESSAGES.passwordTooLong);
    const max = await json('POST', '/api/users/register', signup({ password: 'x9'.repeat(64) }));
    expect(max.statusCode).toBe(201);
  });

  it('refuses a password of the common-password list, whatever its case, with a clear message', async () => {
    for (const password of ['password1', 'Football1', 'Q1W2E3R4T5']) {
      const res = await json('POST', '/api/users/register', signup({ password }));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        success: false,
        code: 'validation_failed',
        message: ACCOUNT_MESSAGES.passwordTooCommon,
        errors: { password: ACCOUNT_MESSAGES.passwordTooCommon },
      });
    }
  });

  it('accepts only JSON', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users/register',
      headers: { 'content-type': 'text/plain' },
      payload: 'firstName=a',
    });
    expect(res.statusCode).toBe(415);
  });
});

describe('GET /api/users/verify-email/:token', () => {
  async function registered() {
    const body = signup();
    await json('POST', '/api/users/register', body);
    const token = await tokenFromMail(t.db, body.email, 'verify-email', '/auth/verify-email');
    return { email: body.email.toLowerCase(), token };
  }

  it('verifies the address once; the link cannot be used again', async () => {
    const { email, token } = await registered();
    const ok = await json('GET', `/api/users/verify-email/${token}`);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ success: true, message: S.emailVerified, data: null });
    expect(ok.headers['referrer-policy']).toBe('no-referrer');
    const [row] = await t.db.select().from(users).where(eq(users.email, email));
    expect(row?.isEmailVerified).toBe(true);

    const again = await json('GET', `/api/users/verify-email/${token}`);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ success: false, code: 'bad_request', message: S.invalidVerificationLink });
  });

  it('refuses an unknown token', async () => {
    const res = await json('GET', '/api/users/verify-email/abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(S.invalidVerificationLink);
  });

  it('refuses an expired token (older than 24 hours)', async () => {
    const { token } = await registered();
    await t.db
      .update(oneTimeTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(oneTimeTokens.tokenHash, hashToken(token)));
    expect((await json('GET', `/api/users/verify-email/${token}`)).statusCode).toBe(400);
  });

  it('sets the token to expire 24 hours after it is sent, stored only as a hash', async () => {
    const { token } = await registered();
    const [row] = await t.db
      .select()
      .from(oneTimeTokens)
      .where(eq(oneTimeTokens.tokenHash, hashToken(token)));
    expect(row?.purpose).toBe('verify_email');
    const hours = ((row?.expiresAt.getTime() ?? 0) - (row?.createdAt.getTime() ?? 0)) / 3_600_000;
    expect(hours).toBeCloseTo(24, 1);
    const all = await t.db.select({ h: oneTimeTokens.tokenHash }).from(oneTimeTokens);
    expect(all.some((r) => r.h === token)).toBe(false);
  });
});

describe('POST /api/users/resend-verification', () => {
  it('e-mails a fresh link to a signed-in unverified user; the earlier link stops working', async () => {
    const body = signup();
    await json('POST', '/api/users/register', body);
    const first = await tokenFromMail(t.db, body.email, 'verify-email', '/auth/verify-email');
    const signedIn = await json('POST', '/api/users/login', { email: body.email, password: body.password });
    const headers = { authorization: `Bearer ${signedIn.json().data.token}` };

    const res = await json('POST', '/api/users/resend-verification', undefined, headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: S.verificationSent, data: null });
    const second = await tokenFromMail(t.db, body.email, 'verify-email', '/auth/verify-email');
    expect(second).not.toBe(first);
    expect((await json('GET', `/api/users/verify-email/${first}`)).statusCode).toBe(400);
    expect((await json('GET', `/api/users/verify-email/${second}`)).statusCode).toBe(200);
  });

  it('answers 409 when the address is already verified, and 401 when signed out', async () => {
    const user = await createUser(t.db, { isEmailVerified: true });
    const res = await json('POST', '/api/users/resend-verification', undefined, loginAs(t.app, user).headers);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ success: false, code: 'conflict', message: S.alreadyVerified });
    expect((await json('POST', '/api/users/resend-verification')).statusCode).toBe(401);
  });
});
