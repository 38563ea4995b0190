import { loadTextCatalogue, SUPPORTED_LOCALES } from '@cq/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contactMessages, outbox } from '../src/db/schema';
import { buildContactMessage } from '../src/dev/inquiry-factories';
import { testAppForFile } from './support/test-app';

const t = testAppForFile({ env: { ORGANISERS_EMAIL: 'organisers@queens.example.org' } });

let ipCounter = 0;
/** Each test sends from its own address, so the rate limit of one does not touch another. */
const nextIp = () => `10.1.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

function send(payload: unknown, remoteAddress = nextIp()) {
  return t.app.inject({ method: 'POST', url: '/api/contact', payload: payload as object, remoteAddress });
}
const mailTo = (to: string) => t.db.select().from(outbox).where(eq(outbox.to, to));

describe('POST /api/contact', () => {
  it('stores the message and queues an acknowledgement and the organisers’ copy', async () => {
    const input = buildContactMessage({ requestType: 'General Inquiry', lastName: 'Mokoena <script>' });
    const res = await send(input);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ success: true, message: 'Your message has been sent!', data: { received: true } });

    const [row] = await t.db.select().from(contactMessages).where(eq(contactMessages.email, input.email));
    expect(row).toMatchObject({
      firstName: 'Lerato',
      lastName: 'Mokoena <script>',
      requestType: 'General Inquiry',
      message: input.message,
      handled: false,
      handledAt: null,
    });
    expect(row?.createdAt).toBeInstanceOf(Date);

    const [ack] = await mailTo(input.email);
    expect(ack?.kind).toBe('contact-acknowledgement');
    expect(ack?.subject).toContain('We received your message');
    expect(ack?.text).toContain(input.message);
    const copies = (await mailTo('organisers@queens.example.org')).filter((m) => m.html.includes(input.email));
    expect(copies).toHaveLength(1);
    expect(copies[0]?.kind).toBe('contact-organisers');
    expect(copies[0]?.html).toContain('Mokoena &lt;script&gt;');
    expect(copies[0]?.html).not.toContain('<script>');
  });

  it.each([
    ['firstName', { firstName: '  ' }, 'First name is required'],
    ['lastName', { lastName: '' }, 'Last name is required'],
    ['email', { email: 'lerato@example' }, 'Please enter a valid email address'],
    ['requestType', { requestType: 'Partnership Request' }, 'Please choose a type of inquiry'],
    ['message', { message: '' }, 'Message is required'],
  ])('answers 400 naming %s when it is invalid, and stores nothing', async (field, change, message) => {
    const input = { ...buildContactMessage(), ...change };
    const res = await send(input);
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.success).toBe(false);
    expect(body.errors[field]).toBe(message);
    expect(await t.db.select().from(contactMessages).where(eq(contactMessages.email, input.email))).toEqual([]);
    expect(await mailTo(input.email)).toEqual([]);
  });

  it('answers 400 for every missing field at once', async () => {
    const res = await send({});
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors).sort()).toEqual(['email', 'firstName', 'lastName', 'message', 'requestType']);
  });

  it('gives a bot that fills the honeypot the same answer, and keeps and sends nothing', async () => {
    const input = buildContactMessage({ website: 'https://spam.example' });
    const res = await send(input);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ success: true, message: 'Your message has been sent!', data: { received: true } });
    expect(await t.db.select().from(contactMessages).where(eq(contactMessages.email, input.email))).toEqual([]);
    expect(await mailTo(input.email)).toEqual([]);
  });

  it('takes 5 messages per 10 minutes from one address, then answers 429 with Retry-After', async () => {
    const ip = nextIp();
    for (let i = 0; i < 5; i++) expect((await send(buildContactMessage(), ip)).statusCode).toBe(201);
    const refused = await send(buildContactMessage(), ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().success).toBe(false);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(500);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(600);
    expect((await send(buildContactMessage())).statusCode).toBe(201);
  });

  it('accepts JSON only', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'content-type': 'text/plain' },
      payload: 'firstName=Lerato',
      remoteAddress: nextIp(),
    });
    expect(res.statusCode).toBe(415);
  });
  it.each(SUPPORTED_LOCALES.filter((l) => l !== 'en'))(
    'answers every field’s message in the language Accept-Language names (%s)',
    async (locale) => {
      const english = (await send({})).json().errors as Record<string, string>;
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/contact',
        payload: {},
        remoteAddress: nextIp(),
        headers: { 'accept-language': locale },
      });
      expect(res.statusCode).toBe(400);
      const catalogue = await loadTextCatalogue(locale);
      const translated = res.json().errors as Record<string, string>;
      expect(Object.keys(translated).sort()).toEqual(['email', 'firstName', 'lastName', 'message', 'requestType']);
      for (const [field, message] of Object.entries(english)) {
        expect(catalogue[message], `${locale}: ${message}`).toBeTruthy();
        expect(translated[field]).toBe(catalogue[message]);
      }
    },
  );
});
