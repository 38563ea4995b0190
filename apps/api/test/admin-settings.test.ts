import {
  DEFAULT_ORGANISATION_SETTINGS,
  DEFAULT_REGISTRATION_SETTINGS,
  DEFAULT_SITE_CONTENT,
  UNSET_BILLING_SETTINGS,
} from '@cq/shared';
import { desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, settings } from '../src/db/schema';
import { createStaff, type Staff } from '../src/dev/staff-factories';
import { testAppForFile } from './support/test-app';

const t = testAppForFile({ env: { PREVIEW_PASSWORD: 'env-preview-2026' } });
let reader: Staff;
let editor: Staff;
beforeAll(async () => {
  reader = await createStaff(t.app, 'editor', [{ resource: 'settings', actions: ['read'] }]);
  editor = await createStaff(t.app, 'hr', [{ resource: 'settings', actions: ['read', 'update'] }]);
});

const put = (path: string, payload: object, who: Staff = editor) =>
  t.app.inject({ method: 'PUT', url: `/api/admin/settings/${path}`, payload, headers: who.headers });
const read = async () => {
  const res = await t.app.inject({ method: 'GET', url: '/api/admin/settings', headers: reader.headers });
  expect(res.statusCode).toBe(200);
  return res.json().data.settings;
};
const lastAudit = async () => (await t.db.select().from(auditLog).orderBy(desc(auditLog.createdAt)).limit(1))[0];
const publicGet = async (url: string) => (await t.app.inject({ method: 'GET', url })).json().data;
const day = 86_400_000;

describe('GET /api/admin/settings', () => {
  it('answers the registration and organisation settings and whether a preview password is set', async () => {
    expect(await read()).toEqual({
      registration: DEFAULT_REGISTRATION_SETTINGS,
      organisation: DEFAULT_ORGANISATION_SETTINGS,
      billing: UNSET_BILLING_SETTINGS,
      siteContent: DEFAULT_SITE_CONTENT,
      previewPassword: { isSet: false, updatedAt: null, source: 'env' },
    });
  });

  it('is refused without the settings permission and to anonymous callers', async () => {
    const other = await createStaff(t.app, 'admin', [{ resource: 'themes', actions: ['manage'] }]);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/settings', headers: other.headers })).statusCode).toBe(
      403,
    );
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/settings' })).statusCode).toBe(401);
  });
});

describe('PUT /api/admin/settings/registration', () => {
  it('saves, audits before and after, and the public registration status shows it at once', async () => {
    const start = new Date(Date.now() + 2 * day).toISOString();
    const end = new Date(Date.now() + 30 * day).toISOString();
    const body = {
      isOpen: true,
      registrationStart: start,
      registrationEnd: end,
      fee: 25,
      currency: 'eur',
      maxEdits: 5,
    };
    const res = await put('registration', body);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: 'Settings saved.',
      data: { settings: { registration: { ...body, currency: 'EUR' } } },
    });

    expect(await publicGet('/api/settings/registration-status')).toEqual({
      isOpen: false,
      reason: 'Registration for this season has not opened yet.',
      fee: 25,
      currency: 'EUR',
      registrationStart: start,
      registrationEnd: end,
      maxEdits: 5,
    });

    const entry = await lastAudit();
    expect(entry).toMatchObject({
      actorId: editor.user.id,
      resource: 'settings',
      action: 'settings.registration',
      recordId: 'registration',
      details: {
        before: DEFAULT_REGISTRATION_SETTINGS,
        after: { ...body, currency: 'EUR' },
        changed: ['registrationStart', 'registrationEnd', 'fee', 'currency', 'maxEdits'],
      },
    });

    // Paused: the next read says so, no restart needed.
    await put('registration', { ...body, isOpen: false });
    expect(await publicGet('/api/settings/registration-status')).toMatchObject({
      isOpen: false,
      reason: 'The organisers have paused registration for now.',
    });
    await put('registration', DEFAULT_REGISTRATION_SETTINGS);
    expect((await publicGet('/api/settings/registration-status')).isOpen).toBe(true);
  });

  it('answers 400 with a message per field and changes nothing', async () => {
    const before = await read();
    const res = await put('registration', {
      isOpen: 'yes',
      registrationStart: '2026-06-01T00:00:00Z',
      registrationEnd: '2026-05-01T00:00:00Z',
      fee: -5,
      currency: 'EURO',
      maxEdits: 21,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      code: 'validation_failed',
      message: 'Please check the highlighted fields.',
      errors: {
        isOpen: 'Say whether registration is open',
        registrationEnd: 'The window must end after it starts',
        fee: 'The fee cannot be negative',
        currency: 'Use a three-letter ISO 4217 currency code, e.g. USD',
        maxEdits: 'Allow between 0 and 20 edits',
      },
    });
    const unknownCurrency = await put('registration', { ...DEFAULT_REGISTRATION_SETTINGS, currency: 'QQQ' });
    expect(unknownCurrency.json().errors).toEqual({ currency: 'Use a three-letter ISO 4217 currency code, e.g. USD' });
    // Fees go to the providers in hundredths: currencies without cents (or with three decimals) would be misbilled.
    for (const currency of ['JPY', 'KWD']) {
      const res = await put('registration', { ...DEFAULT_REGISTRATION_SETTINGS, currency });
      expect(res.json().errors).toEqual({
        currency: 'Choose a currency with cents (two decimals), e.g. USD, EUR, NGN',
      });
    }
    const fraction = await put('registration', { ...DEFAULT_REGISTRATION_SETTINGS, fee: 10.005 });
    expect(fraction.json().errors).toEqual({ fee: 'Use at most two decimals' });
    expect(await read()).toEqual(before);
  });

  it('needs settings update: a reader is refused before the body is even looked at', async () => {
    const res = await put('registration', {}, reader);
    expect(res.statusCode).toBe(403);
  });
});

describe('PUT /api/admin/settings/organisation', () => {
  it('saves the contact details, audits them, and GET /api/settings shows them at once', async () => {
    const body = {
      contactEmail: 'team@queens.example.org',
      hostingEmail: 'host@queens.example.org',
      phone: '+44 20 7946 0958',
    };
    const res = await put('organisation', body);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.settings.organisation).toEqual(body);
    expect((await publicGet('/api/settings')).organisation).toEqual(body);
    expect(await lastAudit()).toMatchObject({
      action: 'settings.organisation',
      details: {
        before: DEFAULT_ORGANISATION_SETTINGS,
        after: body,
        changed: ['contactEmail', 'hostingEmail', 'phone'],
      },
    });
  });

  it('answers 400 for an invalid e-mail or a phone without its international code', async () => {
    const res = await put('organisation', { contactEmail: 'team@queens', hostingEmail: '', phone: '020 7946 0958' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      contactEmail: 'Please enter a valid email address',
      hostingEmail: 'Please enter a valid email address',
      phone: 'Please enter a valid phone number with its international code (for example +44 20 7946 0958)',
    });
  });
});

describe('PUT /api/admin/settings/preview-password', () => {
  const unlock = (password: string) =>
    t.app.inject({ method: 'POST', url: '/api/preview/unlock', payload: { password }, remoteAddress: '10.9.0.1' });

  it('stores a hash the preview gate accepts at once, never the password, and audits without it', async () => {
    expect((await unlock('env-preview-2026')).statusCode).toBe(200);
    const res = await put('preview-password', { password: 'Gala-Night-Preview' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.settings.previewPassword).toEqual({
      isSet: true,
      updatedAt: expect.any(String),
      source: 'setting',
    });
    expect(res.body).not.toContain('Gala-Night-Preview');

    expect((await unlock('Gala-Night-Preview')).statusCode).toBe(200);
    expect((await unlock('env-preview-2026')).statusCode).toBe(400);

    const [row] = await t.db.select().from(settings).where(eq(settings.key, 'previewPassword'));
    const stored = JSON.stringify(row?.value);
    expect(stored).not.toContain('Gala-Night-Preview');
    expect(stored).toContain('$argon2id$');

    const entry = await lastAudit();
    expect(entry).toMatchObject({ action: 'settings.previewPassword', details: { wasSet: false } });
    expect(JSON.stringify(entry)).not.toContain('Gala-Night');
    expect(JSON.stringify(entry)).not.toContain('argon2');
  });

  it('answers 400 for a short or common password', async () => {
    const short = await put('preview-password', { password: 'short' });
    expect(short.statusCode).toBe(400);
    expect(short.json().errors).toEqual({ password: 'Password must be at least 8 characters long' });
    const common = await put('preview-password', { password: 'password123' });
    expect(common.json().errors).toEqual({
      password: 'This password is too common. Please choose one that is harder to guess.',
    });
  });
});
