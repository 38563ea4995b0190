import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { conflict } from '../src/lib/errors';
import { testAppForFile } from './support/test-app';

/** Log lines, to check that a client's mistake is not logged as an error. */
const lines: { level: number; msg: string }[] = [];
const sink = new Writable({
  write(chunk, _enc, done) {
    for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
    done();
  },
});

function exampleRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.post(
    '/api/_example',
    {
      schema: {
        body: z.object({
          email: z.email('Please enter a valid email address'),
          contact: z.object({ phone: z.string().min(5, 'Phone is too short') }),
        }),
      },
    },
    async (req) => ({ success: true, data: { email: req.body.email } }),
  );
  api.get('/api/_boom', async () => {
    throw new Error('database password is hunter2');
  });
  api.get('/api/_conflict', async () => {
    throw conflict('Already paid');
  });
}

const t = testAppForFile({ register: exampleRoutes, logger: { level: 'info', stream: sink } });

const post = (payload: string, type = 'application/json') =>
  t.app.inject({ method: 'POST', url: '/api/_example', headers: { 'content-type': type }, payload });

describe('error handler', () => {
  it('answers bad input with 400 and one message per field', async () => {
    const res = await post(JSON.stringify({ email: 'nope', contact: { phone: '1' } }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      code: 'validation_failed',
      message: 'Please check the highlighted fields.',
      errors: { email: 'Please enter a valid email address', 'contact.phone': 'Phone is too short' },
    });
  });

  it('words a field zod finds missing or mistyped with the shared messages, in the request’s language', async () => {
    const english = await post(JSON.stringify({ email: 'a@b.co', contact: { phone: 12345 } }));
    expect(english.json().errors).toEqual({ 'contact.phone': 'This value is not of the expected type' });
    const missing = await post(JSON.stringify({ email: 'a@b.co' }));
    expect(missing.json().errors).toEqual({ contact: 'This field is required' });
    const french = await t.app.inject({
      method: 'POST',
      url: '/api/_example',
      headers: { 'content-type': 'application/json', 'accept-language': 'fr' },
      payload: JSON.stringify({ email: 'a@b.co' }),
    });
    expect(french.json()).toMatchObject({
      message: 'Veuillez vérifier les champs signalés.',
      errors: { contact: 'Ce champ est obligatoire' },
    });
  });

  it('accepts good input', async () => {
    const res = await post(JSON.stringify({ email: 'a@b.co', contact: { phone: '+123456' } }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, data: { email: 'a@b.co' } });
  });

  it('answers malformed JSON with 400 and the envelope', async () => {
    const res = await post('{"email": ');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, code: 'bad_request', message: 'The request body is not valid JSON.' });
  });

  it('refuses other content types with 415 (a cross-site form cannot post)', async () => {
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x']) {
      const res = await post('email=a@b.co', type);
      expect(res.statusCode, type).toBe(415);
      expect(res.json().success).toBe(false);
    }
  });

  it('refuses an oversized body with 413', async () => {
    const res = await post(JSON.stringify({ email: 'a@b.co', pad: 'x'.repeat(1_100_000) }));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ success: false, code: 'payload_too_large', message: 'The request is too large.' });
  });

  it('hides the details of an unexpected error behind a generic 500', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/_boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      success: false,
      code: 'internal',
      message: 'Something went wrong on our side. Please try again.',
    });
    expect(res.body).not.toContain('hunter2');
  });

  it('answers a catalogued error with its status', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/_conflict' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ success: false, code: 'conflict', message: 'Already paid' });
  });

  it("logs a client's mistakes below error level, and keeps serving", async () => {
    lines.length = 0;
    await post('{bad');
    await post('x', 'text/plain');
    await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(lines.filter((l) => l.level >= 50)).toEqual([]);
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
  });

  it('keeps tokens out of the request log', async () => {
    lines.length = 0;
    await t.app.inject({
      method: 'GET',
      url: '/api/users/verify-email/abcdef123456?token=secret',
      headers: { authorization: 'Bearer sekrit-token' },
    });
    const text = JSON.stringify(lines);
    expect(text).not.toContain('abcdef123456');
    expect(text).not.toContain('sekrit-token');
    expect(text).not.toContain('token=secret');
  });
});

describe('security headers', () => {
  it('sends an API answer the short set for data: nothing runs, nothing frames it, no other site loads it', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(res.headers['strict-transport-security']).toBeUndefined();
    // The page-only headers have nothing to act on in JSON.
    for (const name of ['cross-origin-opener-policy', 'x-dns-prefetch-control', 'x-download-options']) {
      expect(res.headers[name]).toBeUndefined();
    }
    // An error answer too.
    const missing = await t.app.inject({ method: 'GET', url: '/api/no-such-route' });
    expect(missing.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
  });

  it('sends a page the page set: a CSP without inline script and frame-ancestors none', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/no-such-page' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toMatch(/script-src 'self'(;|$)/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });
});
