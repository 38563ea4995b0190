import { ERROR_CODES, SECOND_FACTOR_MESSAGES as M, PASSKEY_MESSAGES as P } from '@cq/shared';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, passkeys, users } from '../src/db/schema';
import { type CreatedUser, createUser, loginAs } from '../src/dev/factories';
import { createStaff } from '../src/dev/staff-factories';
import { isSealed, open } from '../src/lib/secret-box';
import { testAppForFile } from './support/test-app';
import { appCode, authenticatorClock } from './support/totp';
import { type SoftwareAuthenticator, softwareAuthenticator } from './support/webauthn';

const t = testAppForFile({ env: { RATE_LIMIT_AUTH_MULTIPLIER: '1000' } });

const clock = authenticatorClock();
const advance = clock.advance;

const FINANCE = [
  { resource: 'contestants', actions: ['read'] },
  { resource: 'payments', actions: ['read', 'update', 'export'] },
];
type Headers = Record<string, string>;
const post = (url: string, payload: unknown, headers: Headers = {}) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers });
const get = (url: string, headers: Headers) => t.app.inject({ method: 'GET', url, headers });
const login = (user: CreatedUser) => post('/api/users/login', { email: user.email, password: user.password });

/** Adds a passkey made by `device` through Account settings, as her browser does. */
async function addPasskey(device: SoftwareAuthenticator, headers: Headers, name = 'My phone') {
  const options = await post('/api/users/me/passkeys/options', {}, headers);
  expect(options.statusCode, options.body).toBe(200);
  expect(options.json().data.attestation).toBe('none');
  const added = await post('/api/users/me/passkeys', { name, response: device.attest(options.json().data) }, headers);
  expect(added.statusCode, added.body).toBe(200);
  expect(added.json().message).toBe(P.added);
  return added.json().data as { id: string; name: string };
}

async function signInOptions() {
  const options = await post('/api/users/login/passkey/options', {});
  expect(options.statusCode, options.body).toBe(200);
  return options.json().data as { challenge: string; rpId: string };
}

/** Two-step sign-in with an app, set up through Account settings; answers the secret and the recovery codes. */
async function setUpApp(headers: Headers) {
  const started = await post('/api/users/me/second-factor/setup', {}, headers);
  const secret: string = started.json().data.secret;
  const confirmed = await post('/api/users/me/second-factor/confirm', { code: appCode(secret, clock.now()) }, headers);
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  return { secret, codes: confirmed.json().data.recoveryCodes as string[] };
}

describe('passkeys', () => {
  it('are added in Account settings, listed, and sign in without the password', async () => {
    const fan = await createUser(t.db, { accountKind: 'fan' });
    const { headers } = loginAs(t.app, fan);
    const device = softwareAuthenticator(t.app.config.publicUrl);
    const added = await addPasskey(device, headers, 'Laptop');
    expect(added.name).toBe('Laptop');
    const list = (await get('/api/users/me/passkeys', headers)).json().data;
    expect(list).toEqual([{ id: added.id, name: 'Laptop', createdAt: expect.any(String), lastUsedAt: null }]);

    const options = await signInOptions();
    expect(options.rpId).toBe(new URL(t.app.config.publicUrl).hostname);
    const signedIn = await post('/api/users/login/passkey', { response: device.assert(options) });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    const { token } = signedIn.json().data;
    const me = await get('/api/users/me', { authorization: `Bearer ${token}` });
    expect(me.json().data.user.email).toBe(fan.email);
    expect((await get('/api/users/me/passkeys', headers)).json().data[0].lastUsedAt).not.toBeNull();

    const audit = await t.db.select().from(auditLog).where(eq(auditLog.action, 'users.passkey_added'));
    expect(audit.some((a) => a.actorId === fan.id && a.recordId === fan.id)).toBe(true);
  });

  it('answers each challenge once, before it expires, for its own purpose and origin only', async () => {
    const user = await createUser(t.db);
    const { headers } = loginAs(t.app, user);
    const device = softwareAuthenticator(t.app.config.publicUrl);
    await addPasskey(device, headers);

    const options = await signInOptions();
    const answer = device.assert(options);
    expect((await post('/api/users/login/passkey', { response: answer })).statusCode).toBe(200);
    const replay = await post('/api/users/login/passkey', { response: answer });
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toMatchObject({ code: ERROR_CODES.passkeyChallengeExpired, message: P.challengeExpired });

    const late = await signInOptions();
    advance(5 * 60_000 + 1_000);
    const tooLate = await post('/api/users/login/passkey', { response: device.assert(late) });
    expect(tooLate.json().code).toBe(ERROR_CODES.passkeyChallengeExpired);

    // A challenge for adding a passkey does not sign in.
    const forAdding = (await post('/api/users/me/passkeys/options', {}, headers)).json().data;
    const crossed = await post('/api/users/login/passkey', { response: device.assert(forAdding) });
    expect(crossed.json().code).toBe(ERROR_CODES.passkeyChallengeExpired);

    // Signed for another site: refused, and its challenge is spent.
    const elsewhere = await signInOptions();
    const phished = await post('/api/users/login/passkey', {
      response: device.assert(elsewhere, { origin: 'https://continental-queens.example.net' }),
    });
    expect(phished.statusCode).toBe(400);
    expect(phished.json().message).toBe(P.notVerified);
    expect((await post('/api/users/login/passkey', { response: device.assert(elsewhere) })).statusCode).toBe(400);

    // Signing in with a passkey alone needs her device to have checked it is her.
    const unverified = await post('/api/users/login/passkey', {
      response: device.assert(await signInOptions(), { userVerified: false }),
    });
    expect(unverified.json().message).toBe(P.notVerified);

    // A passkey this site does not know.
    const stranger = softwareAuthenticator(t.app.config.publicUrl);
    const unknown = await post('/api/users/login/passkey', { response: stranger.assert(await signInOptions()) });
    expect(unknown.json().message).toBe(P.unknown);
  });

  it('count as the second factor of a finance member: the back office opens, and sign-in asks for it', async () => {
    const finance = await createStaff(t.app, 'editor', FINANCE, { secondFactor: false });
    expect((await get('/api/admin/payments', finance.headers)).json().code).toBe(ERROR_CODES.secondFactorRequired);
    const device = softwareAuthenticator(t.app.config.publicUrl);
    await addPasskey(device, finance.headers);
    expect((await get('/api/admin/payments', finance.headers)).statusCode).toBe(200);
    expect((await get('/api/users/me/second-factor', finance.headers)).json().data).toEqual({
      enabled: false,
      required: true,
      recoveryCodesLeft: 0,
      passkeys: 1,
    });

    const first = await login(finance.user);
    expect(first.statusCode, first.body).toBe(200);
    const { secondFactorChallenge, code, passkey, token } = first.json().data;
    expect(token).toBeUndefined();
    expect({ code, passkey }).toEqual({ code: false, passkey: true });

    const options = await post('/api/users/login/second-factor/passkey/options', { secondFactorChallenge });
    expect(options.statusCode, options.body).toBe(200);
    expect(options.json().data.allowCredentials).toEqual([
      expect.objectContaining({ id: device.credentialId, type: 'public-key' }),
    ]);
    // Another person's passkey does not answer her second step.
    const other = await createUser(t.db);
    const otherDevice = softwareAuthenticator(t.app.config.publicUrl);
    await addPasskey(otherDevice, loginAs(t.app, other).headers);
    const wrongDevice = await post('/api/users/login/second-factor/passkey', {
      secondFactorChallenge,
      response: otherDevice.assert(options.json().data),
    });
    expect(wrongDevice.statusCode).toBe(400);

    const again = await post('/api/users/login/second-factor/passkey/options', { secondFactorChallenge });
    const done = await post('/api/users/login/second-factor/passkey', {
      secondFactorChallenge,
      response: device.assert(again.json().data),
    });
    expect(done.statusCode, done.body).toBe(200);
    const payments = await get('/api/admin/payments', { authorization: `Bearer ${done.json().data.token}` });
    expect(payments.statusCode).toBe(200);
  });

  it('are removed in Account settings, except the last second factor her role requires', async () => {
    const finance = await createStaff(t.app, 'editor', FINANCE, { secondFactor: false });
    const first = await addPasskey(softwareAuthenticator(t.app.config.publicUrl), finance.headers, 'Phone');
    const second = await addPasskey(softwareAuthenticator(t.app.config.publicUrl), finance.headers, 'Key');
    const remove = (id: string, headers = finance.headers) =>
      t.app.inject({ method: 'DELETE', url: `/api/users/me/passkeys/${id}`, headers });

    const stranger = await createUser(t.db);
    expect((await remove(first.id, loginAs(t.app, stranger).headers)).statusCode).toBe(404);
    const removed = await remove(first.id);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().message).toBe(P.removed);
    const last = await remove(second.id);
    expect(last.statusCode).toBe(409);
    expect(last.json()).toMatchObject({ code: ERROR_CODES.secondFactorStillRequired, message: P.lastRequired });
    expect((await get('/api/users/me/passkeys', finance.headers)).json().data).toHaveLength(1);
    const [row] = await t.db.select().from(users).where(eq(users.id, finance.user.id));
    expect(row?.passkeyCount).toBe(1);
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'users.passkey_removed'), eq(auditLog.recordId, finance.user.id)));
    expect(audit.map((a) => a.details)).toEqual([{ passkeyId: first.id, name: 'Phone' }]);
  });

  it('refuses a name that is empty or too long, and keeps nothing', async () => {
    const user = await createUser(t.db);
    const { headers } = loginAs(t.app, user);
    const device = softwareAuthenticator(t.app.config.publicUrl);
    const options = (await post('/api/users/me/passkeys/options', {}, headers)).json().data;
    const empty = await post('/api/users/me/passkeys', { name: '  ', response: device.attest(options) }, headers);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors.name).toBe(P.nameRequired);
    const long = await post(
      '/api/users/me/passkeys',
      { name: 'x'.repeat(61), response: device.attest(options) },
      headers,
    );
    expect(long.json().errors.name).toBe(P.nameTooLong);
    expect(await t.db.select().from(passkeys).where(eq(passkeys.userId, user.id))).toEqual([]);
  });
});

describe('managing two-step sign-in', () => {
  it('is turned off with her password and a current code; refused while her role requires it and no passkey remains', async () => {
    const finance = await createStaff(t.app, 'editor', FINANCE, { secondFactor: false });
    const { secret } = await setUpApp(finance.headers);
    const off = (password: string, code: string) =>
      post('/api/users/me/second-factor/off', { password, code }, finance.headers);

    advance(30_000);
    const wrongPassword = await off('Not-her-password-1', appCode(secret, clock.now()));
    expect(wrongPassword.statusCode).toBe(400);
    expect(wrongPassword.json().errors.password).toBeTruthy();
    const refused = await off(finance.user.password, appCode(secret, clock.now()));
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: ERROR_CODES.secondFactorStillRequired, message: M.stillRequired });

    await addPasskey(softwareAuthenticator(t.app.config.publicUrl), finance.headers);
    const wrongCode = await off(finance.user.password, '000000');
    expect(wrongCode.json().errors.code).toBe(M.codeWrong);
    const done = await off(finance.user.password, appCode(secret, clock.now()));
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().message).toBe(M.turnedOff);
    const status = (await get('/api/users/me/second-factor', finance.headers)).json().data;
    expect(status).toMatchObject({ enabled: false, passkeys: 1 });
    // Her passkey still stands as her second factor.
    expect((await get('/api/admin/payments', finance.headers)).statusCode).toBe(200);
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'users.second_factor_off'), eq(auditLog.recordId, finance.user.id)));
    expect(audit).toHaveLength(1);
  });

  it('gives new recovery codes for a current code: the old ones stop working', async () => {
    const user = await createUser(t.db);
    const { headers } = loginAs(t.app, user);
    const { secret, codes: old } = await setUpApp(headers);
    advance(30_000);
    const renewed = await post(
      '/api/users/me/second-factor/recovery-codes',
      { code: appCode(secret, clock.now()) },
      headers,
    );
    expect(renewed.statusCode, renewed.body).toBe(200);
    expect(renewed.json().message).toBe(M.codesRenewed);
    const fresh: string[] = renewed.json().data.recoveryCodes;
    expect(fresh).toHaveLength(10);
    expect(fresh.some((c) => old.includes(c))).toBe(false);

    const secondStep = async (code: string) =>
      post('/api/users/login/second-factor', {
        secondFactorChallenge: (await login(user)).json().data.secondFactorChallenge,
        code,
      });
    expect((await secondStep(old[0] as string)).statusCode).toBe(400);
    expect((await secondStep(fresh[0] as string)).statusCode).toBe(200);
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'users.recovery_codes_renewed'), eq(auditLog.recordId, user.id)));
    expect(audit).toHaveLength(1);
  });

  it('keeps the app’s secret sealed, and seals a secret kept before sealing began when it is next used', async () => {
    const user = await createUser(t.db);
    const { headers } = loginAs(t.app, user);
    const { secret } = await setUpApp(headers);
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.totpSecret && isSealed(row.totpSecret)).toBe(true);
    expect(row?.totpSecret).not.toContain(secret);
    expect(open(t.app.config.totpKey, row?.totpSecret ?? '')).toBe(secret);

    // Made by the factory as before sealing began: the plain base32 secret.
    const legacy = await createUser(t.db, { role: 'editor', secondFactor: true });
    const plain = legacy.totpSecret as string;
    expect(isSealed(plain)).toBe(false);
    const challenge = (await login(legacy)).json().data.secondFactorChallenge;
    const signedIn = await post('/api/users/login/second-factor', {
      secondFactorChallenge: challenge,
      code: appCode(plain, clock.now()),
    });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    const [after] = await t.db.select().from(users).where(eq(users.id, legacy.id));
    expect(isSealed(after?.totpSecret ?? '')).toBe(true);
    expect(open(t.app.config.totpKey, after?.totpSecret ?? '')).toBe(plain);
  });
});
