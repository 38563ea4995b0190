import { ERROR_CODES, SECOND_FACTOR_MESSAGES as M } from '@cq/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, users } from '../src/db/schema';
import { type CreatedUser, createUser, loginAs } from '../src/dev/factories';
import { createStaff, type Staff } from '../src/dev/staff-factories';
import { open } from '../src/lib/secret-box';
import { matchingStep } from '../src/modules/users/second-factor';
import { mailsTo } from './support/mail';
import { createTestApp, type TestApp } from './support/test-app';
import { appCode, authenticatorClock } from './support/totp';

let t: TestApp;
let superAdmin: Staff;
beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_AUTH_MULTIPLIER: '1000' } });
  superAdmin = await createStaff(t.app, 'super admin');
});
afterAll(async () => {
  await t?.close();
});

const clock = authenticatorClock();
const advance = clock.advance;

const FINANCE = [
  { resource: 'contestants', actions: ['read'] },
  { resource: 'payments', actions: ['read', 'update', 'export'] },
];
const headersOf = (token: string) => ({ authorization: `Bearer ${token}` });
const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers });
const get = (url: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url, headers });
const login = (user: CreatedUser) => post('/api/users/login', { email: user.email, password: user.password });
const secondStep = (challenge: string, code: string) =>
  post('/api/users/login/second-factor', { secondFactorChallenge: challenge, code });
/** Her app's secret as kept (sealed with the deployment's key), opened as the server opens it. */
const secretOf = async (id: string) =>
  open(
    t.app.config.totpKey,
    (await t.db.select({ s: users.totpSecret }).from(users).where(eq(users.id, id)))[0]?.s ?? '',
  );

/** Sets two-step sign-in up through Account settings, as she does with her phone; answers her recovery codes. */
async function setUp(headers: Record<string, string>): Promise<string[]> {
  const started = await post('/api/users/me/second-factor/setup', {}, headers);
  expect(started.statusCode, started.body).toBe(200);
  const { secret, qrSvg, otpauthUrl } = started.json().data;
  expect(qrSvg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
  expect(otpauthUrl).toContain(`secret=${secret}`);
  const confirmed = await post('/api/users/me/second-factor/confirm', { code: appCode(secret, clock.now()) }, headers);
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  expect(confirmed.json().message).toBe(M.enabled);
  return confirmed.json().data.recoveryCodes;
}

describe('codes from an authenticator app', () => {
  it('accepts the RFC 6238 reference codes at their times, one step either side, and no other', () => {
    const secret = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ'; // "12345678901234567890"
    expect(matchingStep(secret, '287082', 59_000)).toBe(1);
    expect(matchingStep(secret, '081804', 1_111_111_109_000)).toBe(37_037_036);
    expect(matchingStep(secret, '081804', 1_111_111_109_000 + 30_000)).toBe(37_037_036);
    expect(matchingStep(secret, '081804', 1_111_111_109_000 + 60_000)).toBeNull();
    expect(matchingStep(secret, '081805', 1_111_111_109_000)).toBeNull();
  });

  it('is set up with a first code, then asked for after the password; a code signs in once', async () => {
    const user = await createUser(t.db);
    const { headers } = loginAs(t.app, user);
    const wrongFirst = await post('/api/users/me/second-factor/setup', {}, headers);
    const secret: string = wrongFirst.json().data.secret;
    const wrong = await post(
      '/api/users/me/second-factor/confirm',
      { code: appCode(secret, clock.now() + 5 * 60_000) },
      headers,
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors.code).toBe(M.codeWrong);
    expect((await get('/api/users/me/second-factor', headers)).json().data.enabled).toBe(false);

    const codes = await setUp(headers);
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    const status = (await get('/api/users/me/second-factor', headers)).json().data;
    expect(status).toEqual({ enabled: true, required: false, recoveryCodesLeft: 10, passkeys: 0 });

    const first = await login(user);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data.token).toBeUndefined();
    const challenge: string = first.json().data.secondFactorChallenge;
    expect(challenge).toBeTruthy();
    // The challenge is no access token.
    expect((await get('/api/users/me', headersOf(challenge))).statusCode).toBe(401);

    const saved = await secretOf(user.id);
    // The set-up's code was of this step: the same step cannot sign in again.
    const replay = await secondStep(challenge, appCode(saved, clock.now()));
    expect(replay.statusCode).toBe(400);
    expect(replay.json().message).toBe(M.codeWrong);

    advance(30_000);
    const signedIn = await secondStep(challenge, appCode(saved, clock.now()));
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    const { token, refreshToken } = signedIn.json().data;
    expect(refreshToken).toBeTruthy();
    expect((await get('/api/users/me', headersOf(token))).json().data.user.email).toBe(user.email);

    const again = await secondStep((await login(user)).json().data.secondFactorChallenge, appCode(saved, clock.now()));
    expect(again.statusCode).toBe(400);
  });

  it('answers a challenge older than five minutes with "sign in again"', async () => {
    const user = await createUser(t.db);
    await setUp(loginAs(t.app, user).headers);
    const challenge = (await login(user)).json().data.secondFactorChallenge;
    advance(5 * 60_000 + 30_000);
    const late = await secondStep(challenge, appCode(await secretOf(user.id), clock.now()));
    expect(late.statusCode).toBe(401);
    expect(late.json().message).toBe(M.challengeExpired);
  });

  it('takes each recovery code once, whatever its case or dashes', async () => {
    const user = await createUser(t.db);
    const [one, two] = await setUp(loginAs(t.app, user).headers);
    if (!one || !two) throw new Error('no recovery codes');
    const used = await secondStep((await login(user)).json().data.secondFactorChallenge, one.toUpperCase());
    expect(used.statusCode, used.body).toBe(200);
    const twice = await secondStep((await login(user)).json().data.secondFactorChallenge, one);
    expect(twice.statusCode).toBe(400);
    expect(twice.json().message).toBe(M.codeWrong);
    const other = await secondStep((await login(user)).json().data.secondFactorChallenge, two.replace('-', ''));
    expect(other.statusCode).toBe(200);
    const status = (await get('/api/users/me/second-factor', headersOf(other.json().data.token))).json().data;
    expect(status.recoveryCodesLeft).toBe(8);
  });
});

describe('the organisation’s rule', () => {
  const setPolicy = (policy: string) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings/second-factor',
      payload: { policy },
      headers: superAdmin.headers,
    });

  it('keeps a finance member without a second factor out of payments until she sets one up', async () => {
    const finance = await createStaff(t.app, 'editor', FINANCE, { secondFactor: false });
    const refused = await get('/api/admin/payments', finance.headers);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: ERROR_CODES.secondFactorRequired, message: M.required });
    expect((await get('/api/admin/overview', finance.headers)).json().code).toBe(ERROR_CODES.secondFactorRequired);
    // Her own account stays open, to set it up.
    const status = (await get('/api/users/me/second-factor', finance.headers)).json().data;
    expect(status).toEqual({ enabled: false, required: true, recoveryCodesLeft: 0, passkeys: 0 });

    await setUp(finance.headers);
    expect((await get('/api/admin/payments', finance.headers)).statusCode).toBe(200);
  });

  it('lets staff without money or people’s data in, unless every member of staff must have one', async () => {
    const reviewer = await createStaff(t.app, 'editor', [{ resource: 'contestants', actions: ['read'] }], {
      secondFactor: false,
    });
    expect((await get('/api/admin/contestants', reviewer.headers)).statusCode).toBe(200);
    expect((await setPolicy('all-staff')).statusCode).toBe(200);
    expect((await get('/api/admin/contestants', reviewer.headers)).json().code).toBe(ERROR_CODES.secondFactorRequired);
    const finance = await createStaff(t.app, 'editor', FINANCE, { secondFactor: false });
    expect((await setPolicy('off')).json().message).toBe(M.policySaved);
    expect((await get('/api/admin/payments', finance.headers)).statusCode).toBe(200);
    expect((await get('/api/admin/contestants', reviewer.headers)).statusCode).toBe(200);
    expect((await setPolicy('sensitive')).statusCode).toBe(200);
    expect((await get('/api/admin/payments', finance.headers)).statusCode).toBe(403);
    const changes = await t.db.select().from(auditLog).where(eq(auditLog.action, 'users.second_factor_policy'));
    expect(changes.map((c) => c.details)).toEqual(
      expect.arrayContaining([
        { policy: 'all-staff', before: 'sensitive' },
        { policy: 'off', before: 'all-staff' },
        { policy: 'sensitive', before: 'off' },
      ]),
    );
  });

  it('is changed only by staff who may change users', async () => {
    const finance = await createStaff(t.app, 'editor', FINANCE);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings/second-factor',
      payload: { policy: 'off' },
      headers: finance.headers,
    });
    expect(res.statusCode).toBe(403);
    expect((await get('/api/admin/settings/second-factor', superAdmin.headers)).json().data.policy).toBe('sensitive');
  });
});

describe('a super admin’s recovery path', () => {
  const reset = (who: Staff, id: string) => post(`/api/admin/users/${id}/second-factor/reset`, {}, who.headers);

  it('takes a lost second factor off, ends her sessions, writes it to the audit log and e-mails her', async () => {
    const finance = await createStaff(t.app, 'editor', FINANCE);
    const res = await reset(superAdmin, finance.user.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(M.resetDone);
    expect(res.json().data.user.secondFactor).toBe(false);

    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.recordId, finance.user.id));
    expect(entry).toMatchObject({
      action: 'users.reset_second_factor',
      actorId: superAdmin.user.id,
      details: { email: finance.user.email },
    });
    const [mail] = await mailsTo(t.db, finance.user.email, 'second-factor-reset');
    expect(mail?.text).toContain(superAdmin.user.email);
    expect((await get('/api/users/me', finance.headers)).statusCode).toBe(401);

    // Her password alone signs her in again, to a back office that sends her to set it up.
    const again = await login(finance.user);
    expect(again.json().data.secondFactorChallenge).toBeUndefined();
    const payments = await get('/api/admin/payments', headersOf(again.json().data.token));
    expect(payments.json().code).toBe(ERROR_CODES.secondFactorRequired);
  });

  it('is a super admin’s alone, never on her own account, and only where there is one', async () => {
    const admin = await createStaff(t.app, 'admin', [{ resource: 'users', actions: ['read', 'update'] }]);
    const finance = await createStaff(t.app, 'editor', FINANCE);
    expect((await reset(admin, finance.user.id)).statusCode).toBe(403);
    const own = await reset(superAdmin, superAdmin.user.id);
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe(M.resetOwn);
    const none = await createStaff(t.app, 'editor', [], { secondFactor: false });
    expect((await reset(superAdmin, none.user.id)).statusCode).toBe(409);
    expect(await t.db.select().from(auditLog).where(eq(auditLog.recordId, finance.user.id))).toEqual([]);
  });
});
