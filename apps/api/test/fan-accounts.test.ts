import { ACCOUNT_MESSAGES, CONSENT_TEXTS, DEFAULT_REGISTRATION_SETTINGS, PAYMENT_SERVER_MESSAGES } from '@cq/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consentRecords, users } from '../src/db/schema';
import { createUser, loginAs } from '../src/dev/factories';
import { setSetting } from '../src/modules/settings/service';
import { mailsTo } from './support/mail';
import { initialize } from './support/payments';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_AUTH_MULTIPLIER: '1000' } });
  await setSetting(t.db, 'registration', DEFAULT_REGISTRATION_SETTINGS);
});
afterAll(async () => {
  await t?.close();
});

const call = (method: 'GET' | 'POST', url: string, payload?: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method, url, payload: payload as object, headers });

let n = 0;
const fan = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Amaka',
  lastName: 'Obi',
  email: `amaka.${++n}@example.com`,
  password: 'Golden-Savanna-44',
  consent: true,
  ...overrides,
});

describe("a fan's account", () => {
  it('signs up from People’s Choice with no phone, her acceptance of the terms kept in the words she saw', async () => {
    const body = fan();
    const res = await call('POST', '/api/users/register-fan', body);
    expect(res.statusCode, res.body).toBe(201);
    const [row] = await t.db.select().from(users).where(eq(users.email, body.email));
    expect(row).toMatchObject({ accountKind: 'fan', phoneNumber: '', isEmailVerified: false, paymentStatus: null });
    const consents = await t.db
      .select()
      .from(consentRecords)
      .where(eq(consentRecords.userId, row?.id ?? ''));
    expect(consents.map((c) => [c.kind, c.text])).toEqual([['fan-terms', CONSENT_TEXTS['fan-terms'].text]]);
    expect(await mailsTo(t.db, body.email, 'verify-email')).toHaveLength(1);
  });

  it('is refused without her consent, and the contestant’s sign-up still asks for a phone', async () => {
    const refused = await call('POST', '/api/users/register-fan', fan({ consent: false }));
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      success: false,
      code: 'validation_failed',
      errors: { consent: ACCOUNT_MESSAGES.consentRequired },
    });
    const { consent: _, ...noPhone } = fan();
    const contestant = await call('POST', '/api/users/register', { ...noPhone, phoneNumber: '' });
    expect(contestant.statusCode).toBe(400);
    expect(contestant.json().errors).toMatchObject({ phoneNumber: ACCOUNT_MESSAGES.phoneRequired });
  });

  it('has no registration fee to pay until she applies to compete, which asks for her phone once', async () => {
    const row = await createUser(t.db, { accountKind: 'fan', phoneNumber: '' });
    const { headers } = loginAs(t.app, row);
    const me = await call('GET', '/api/users/me', undefined, headers);
    expect(me.json().data.user.accountKind).toBe('fan');

    const fee = await initialize(t.app, headers);
    expect(fee.statusCode).toBe(403);
    expect(fee.json().message).toBe(PAYMENT_SERVER_MESSAGES.fanNoFee);

    const noPhone = await call('POST', '/api/users/me/compete', { phoneNumber: ' ' }, headers);
    expect(noPhone.statusCode).toBe(400);
    expect(noPhone.json().errors).toMatchObject({ phoneNumber: ACCOUNT_MESSAGES.phoneRequired });

    const applied = await call('POST', '/api/users/me/compete', { phoneNumber: '+234 801 000 0000' }, headers);
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json().data.user).toMatchObject({ accountKind: 'contestant', phoneNumber: '+234 801 000 0000' });
    expect((await initialize(t.app, headers)).statusCode).toBe(200);

    const again = await call('POST', '/api/users/me/compete', { phoneNumber: '+234 801 000 0000' }, headers);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(ACCOUNT_MESSAGES.alreadyCompeting);
  });
});
