import { ACCOUNT_MESSAGES, ACCOUNT_SERVER_MESSAGES as S, userResponseSchema } from '@cq/shared';
import { and, eq, ne } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { refreshTokens, users } from '../src/db/schema';
import { createUser, loginAs } from '../src/dev/factories';
import { hashToken } from '../src/lib/secure-token';
import { bearer, passwordLogin } from './support/sessions';
import { testAppForFile } from './support/test-app';

const t = testAppForFile({ env: { RATE_LIMIT_AUTH_MULTIPLIER: '1000' } });

const call = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method, url, payload: payload as object, headers });

/** The refresh tokens of the user's logins (not the standing session the factory gives every user). */
const loginFamilies = (userId: string) =>
  t.db
    .select()
    .from(refreshTokens)
    .where(and(eq(refreshTokens.userId, userId), ne(refreshTokens.familyId, userId)));

/** Moves a token's exchange into the past, as if that much time had gone by since the renewal. */
async function exchangedSecondsAgo(refreshToken: string, seconds: number) {
  await t.db
    .update(refreshTokens)
    .set({ usedAt: new Date(Date.now() - seconds * 1000) })
    .where(eq(refreshTokens.tokenHash, hashToken(refreshToken)));
}

const login = (email: string, password: string) => passwordLogin(t.app, email, password);

describe('POST /api/users/login', () => {
  it('answers the token, a refresh token and the public user, and records the login time', async () => {
    const user = await createUser(t.db, {
      firstName: 'Ama',
      paymentStatus: 'paid',
      role: 'editor',
      secondFactor: false,
    });
    const res = await call('POST', '/api/users/login', { email: user.email.toUpperCase(), password: user.password });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json();
    expect(body).toMatchObject({ success: true, message: S.loggedIn });
    expect(body.data.token.split('.')).toHaveLength(3);
    expect(body.data.refreshToken).toMatch(/^[\w-]{43}$/);
    expect(Object.keys(body.data.user).sort()).toEqual(
      [
        '_id',
        // A fan or a contestant.
        'accountKind',
        'createdAt',
        'email',
        'firstName',
        'isActive',
        'isEmailVerified',
        // The language she reads the site and its e-mails in.
        'language',
        'lastLogin',
        'lastName',
        'permissions',
        'phoneNumber',
        'picture',
        'profileImage',
        'registration',
        'role',
      ].sort(),
    );
    expect(body.data.user).toMatchObject({
      _id: user.id,
      firstName: 'Ama',
      email: user.email,
      role: 'editor',
      permissions: [],
      isActive: true,
      isEmailVerified: true,
      registration: { paymentStatus: 'paid' },
    });
    expect(Date.now() - Date.parse(body.data.user.lastLogin)).toBeLessThan(60_000);
    const stored = await loginFamilies(user.id);
    expect(stored).toHaveLength(1);
    expect(stored[0]?.tokenHash).toBe(hashToken(body.data.refreshToken));
    const days = ((stored[0]?.expiresAt.getTime() ?? 0) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);
  });

  it('lets an unverified user sign in', async () => {
    const user = await createUser(t.db, { isEmailVerified: false });
    const data = await login(user.email, user.password);
    expect(data.user.isEmailVerified).toBe(false);
  });

  it('answers a wrong password and an unknown address identically', async () => {
    const user = await createUser(t.db);
    const wrong = await call('POST', '/api/users/login', { email: user.email, password: 'Not-The-Password-1' });
    const unknown = await call('POST', '/api/users/login', { email: 'nobody@example.com', password: 'Whatever-99x' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.body).toBe(unknown.body);
    expect(wrong.json()).toEqual({ success: false, code: 'unauthorized', message: S.invalidCredentials });
  });

  it('refuses a deactivated account, but only to someone who knows the password', async () => {
    const user = await createUser(t.db, { isActive: false });
    const right = await call('POST', '/api/users/login', { email: user.email, password: user.password });
    expect(right.statusCode).toBe(403);
    expect(right.json()).toEqual({ success: false, code: 'forbidden', message: S.accountInactive });
    const wrong = await call('POST', '/api/users/login', { email: user.email, password: 'Not-The-Password-1' });
    expect(wrong.json()).toEqual({ success: false, code: 'unauthorized', message: S.invalidCredentials });
  });

  it('refuses bad input', async () => {
    const res = await call('POST', '/api/users/login', { email: 'no spaces@x.com', password: '   ' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      email: ACCOUNT_MESSAGES.validEmail,
      password: ACCOUNT_MESSAGES.enterPassword,
    });
  });

  it('upgrades a hash made with older settings at the next login', async () => {
    const user = await createUser(t.db, { password: 'Older-Hash-Password-1' });
    const { hash } = await import('@node-rs/argon2');
    const old = await hash('Older-Hash-Password-1', { memoryCost: 19456, timeCost: 2 });
    await t.db.update(users).set({ passwordHash: old }).where(eq(users.id, user.id));
    await login(user.email, 'Older-Hash-Password-1');
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=65536,t=3,p=1\$/);
    await login(user.email, 'Older-Hash-Password-1');
  });
});

describe('POST /api/users/refresh-token', () => {
  it('rotates: a new access token and a new refresh token of the same family and end date', async () => {
    const user = await createUser(t.db);
    const first = await login(user.email, user.password);
    const res = await call('POST', '/api/users/refresh-token', { refreshToken: first.refreshToken });
    expect(res.statusCode).toBe(200);
    const { token, refreshToken } = res.json().data;
    expect(refreshToken).not.toBe(first.refreshToken);
    expect((await call('GET', '/api/users/me', undefined, bearer(token))).statusCode).toBe(200);

    const rows = await loginFamilies(user.id);
    expect(new Set(rows.map((r) => r.familyId)).size).toBe(1);
    expect(new Set(rows.map((r) => r.expiresAt.getTime())).size).toBe(1);
  });

  it('treats a reused refresh token as theft: 401 and the whole family is revoked', async () => {
    const user = await createUser(t.db);
    const first = await login(user.email, user.password);
    const second = (await call('POST', '/api/users/refresh-token', { refreshToken: first.refreshToken })).json().data;
    await exchangedSecondsAgo(first.refreshToken, 11);

    const reuse = await call('POST', '/api/users/refresh-token', { refreshToken: first.refreshToken });
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json()).toEqual({ success: false, code: 'unauthorized', message: S.sessionExpired });
    // The legitimate newest token is gone too.
    expect((await call('POST', '/api/users/refresh-token', { refreshToken: second.refreshToken })).statusCode).toBe(
      401,
    );
  });

  it('leaves other sessions of the user alone when one family is revoked', async () => {
    const user = await createUser(t.db);
    const phone = await login(user.email, user.password);
    const laptop = await login(user.email, user.password);
    await call('POST', '/api/users/refresh-token', { refreshToken: phone.refreshToken });
    await exchangedSecondsAgo(phone.refreshToken, 11);
    expect((await call('POST', '/api/users/refresh-token', { refreshToken: phone.refreshToken })).statusCode).toBe(401);
    expect((await call('POST', '/api/users/refresh-token', { refreshToken: laptop.refreshToken })).statusCode).toBe(
      200,
    );
  });

  it('refuses an unknown token, an expired family and missing input', async () => {
    expect((await call('POST', '/api/users/refresh-token', { refreshToken: 'nope' })).statusCode).toBe(401);
    expect((await call('POST', '/api/users/refresh-token', {})).statusCode).toBe(400);

    const user = await createUser(t.db);
    const { refreshToken } = await login(user.email, user.password);
    await t.db
      .update(refreshTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(refreshTokens.userId, user.id));
    expect((await call('POST', '/api/users/refresh-token', { refreshToken })).statusCode).toBe(401);
  });

  it('refuses to renew for a deactivated user', async () => {
    const user = await createUser(t.db);
    const { refreshToken } = await login(user.email, user.password);
    await t.db.update(users).set({ isActive: false }).where(eq(users.id, user.id));
    expect((await call('POST', '/api/users/refresh-token', { refreshToken })).statusCode).toBe(401);
    await t.db.update(users).set({ isActive: true }).where(eq(users.id, user.id));
    // The family was ended, not just refused once.
    expect((await call('POST', '/api/users/refresh-token', { refreshToken })).statusCode).toBe(401);
  });
});

describe('POST /api/users/logout', () => {
  it('ends the refresh token’s family', async () => {
    const user = await createUser(t.db);
    const { refreshToken } = await login(user.email, user.password);
    const res = await call('POST', '/api/users/logout', { refreshToken });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: S.loggedOut, data: null });
    expect((await call('POST', '/api/users/refresh-token', { refreshToken })).statusCode).toBe(401);
  });

  it('answers 200 without a token or with an unknown one (best effort from the browser)', async () => {
    expect((await call('POST', '/api/users/logout', {})).statusCode).toBe(200);
    expect((await call('POST', '/api/users/logout', { refreshToken: 'unknown' })).statusCode).toBe(200);
  });
});

describe('GET /api/users/me', () => {
  it('answers data.user for the signed-in user, never cached', async () => {
    const user = await createUser(t.db, { phoneNumber: '+27 82 000 0000', picture: '/media/p.jpg' });
    const res = await call('GET', '/api/users/me', undefined, loginAs(t.app, user).headers);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json().data.user).toMatchObject({
      _id: user.id,
      email: user.email,
      phoneNumber: '+27 82 000 0000',
      picture: '/media/p.jpg',
      profileImage: '/media/p.jpg',
      registration: { paymentStatus: null },
    });
    expect(JSON.stringify(res.json())).not.toMatch(/argon2|password|token/i);
  });

  it('answers exactly the response schema, and the new row at once after a change (the answer is pre-serialised)', async () => {
    const user = await createUser(t.db, { firstName: 'Amara' });
    const { headers } = loginAs(t.app, user);
    const first = await call('GET', '/api/users/me', undefined, headers);
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    // Parsing strips what the schema does not name: an answer equal to its parse has nothing extra.
    expect(userResponseSchema.parse(first.json())).toEqual(first.json());
    expect(first.json().data.user.firstName).toBe('Amara');
    await t.db.update(users).set({ firstName: 'Zanele' }).where(eq(users.id, user.id));
    expect((await call('GET', '/api/users/me', undefined, headers)).json().data.user.firstName).toBe('Zanele');
  });

  it('answers 401 without a token', async () => {
    const res = await call('GET', '/api/users/me');
    expect(res.statusCode).toBe(401);
    expect(res.json().success).toBe(false);
  });
});

describe('PATCH /api/users/profile', () => {
  it('changes first name, last name and phone number and answers the user', async () => {
    const user = await createUser(t.db);
    const res = await call(
      'PATCH',
      '/api/users/profile',
      { firstName: ' Nia ', lastName: 'Adeyemi', phoneNumber: '+44 20 7946 0000' },
      loginAs(t.app, user).headers,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: 'Profile updated successfully',
      data: { user: { _id: user.id, firstName: 'Nia', lastName: 'Adeyemi', phoneNumber: '+44 20 7946 0000' } },
    });
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.firstName).toBe('Nia');
    expect(row?.email).toBe(user.email);
  });

  it('refuses to change the e-mail, or anything else such as the role', async () => {
    const user = await createUser(t.db);
    const { headers } = loginAs(t.app, user);
    const email = await call(
      'PATCH',
      '/api/users/profile',
      { firstName: 'A', lastName: 'B', phoneNumber: '', email: 'new@example.com' },
      headers,
    );
    expect(email.statusCode).toBe(400);
    expect(email.json().errors.email).toBe(ACCOUNT_MESSAGES.emailCannotChange);
    const role = await call(
      'PATCH',
      '/api/users/profile',
      { firstName: 'A', lastName: 'B', phoneNumber: '', role: 'admin' },
      headers,
    );
    expect(role.statusCode).toBe(400);
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ email: user.email, role: 'user' });
  });

  it('requires the names and a signed-in user', async () => {
    const user = await createUser(t.db);
    const bad = await call(
      'PATCH',
      '/api/users/profile',
      { firstName: '', lastName: 'B', phoneNumber: '' },
      loginAs(t.app, user).headers,
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.firstName).toBe(ACCOUNT_MESSAGES.firstNameRequired);
    const anon = await call('PATCH', '/api/users/profile', { firstName: 'A', lastName: 'B', phoneNumber: '' });
    expect(anon.statusCode).toBe(401);
  });
});
