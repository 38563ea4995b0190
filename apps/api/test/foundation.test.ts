import { DEFAULT_THEME_COLORS } from '@cq/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activateTheme } from '../src/modules/themes/service';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/health', () => {
  it('answers ok after a database round-trip', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, data: { status: 'ok', database: 'ok' } });
    expect(res.headers['x-request-id']).toMatch(/^[\w-]{8,}$/);
  });
});

describe('GET /api/themes/active', () => {
  it('answers the default theme in the shape of seed 000 §7', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/themes/active' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, data: { colors: DEFAULT_THEME_COLORS } });
  });

  it('serves a newly activated theme at once (the cache is invalidated)', async () => {
    await t.app.inject({ method: 'GET', url: '/api/themes/active' });
    const colors = structuredClone(DEFAULT_THEME_COLORS);
    colors.primary.main = '#123456';
    await activateTheme(t.db, 'Midnight', colors);
    const res = await t.app.inject({ method: 'GET', url: '/api/themes/active' });
    expect(res.json().data.colors.primary.main).toBe('#123456');
    await activateTheme(t.db, 'Royal Plum', DEFAULT_THEME_COLORS);
  });
});

describe('GET /api/settings', () => {
  it('answers the organisers’ contact details and no Stripe key for the test provider', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/settings' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      organisation: { contactEmail: 'hello@continentalqueens.example', phone: '+1 (555) 010-2026' },
      payment: { provider: 'test', stripe: { publicKey: null } },
    });
  });
});

describe('the envelope for bad requests', () => {
  it('answers an unknown /api path with a 404 envelope, never HTML', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.json()).toEqual({ success: false, message: 'No such endpoint: GET /api/no-such-thing' });
  });

  it('answers a wrong method with an envelope', async () => {
    const res = await t.app.inject({ method: 'DELETE', url: '/api/health' });
    expect([404, 405]).toContain(res.statusCode);
    expect(res.json().success).toBe(false);
  });

  it('answers malformed JSON with 400', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/no-such-thing',
      headers: { 'content-type': 'application/json' },
      payload: '{"a":',
    });
    expect([400, 404]).toContain(res.statusCode);
    expect(res.json().success).toBe(false);
  });
});
