import { loadTextCatalogue, SPONSORSHIP_INTERESTS, SUPPORTED_LOCALES } from '@cq/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { outbox, sponsorshipInquiries } from '../src/db/schema';
import { buildSponsorshipInquiry } from '../src/dev/inquiry-factories';
import { testAppForFile } from './support/test-app';

const t = testAppForFile({ env: { ORGANISERS_EMAIL: 'partners@queens.example.org' } });

let ipCounter = 0;
const nextIp = () => `10.2.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;
function send(payload: unknown, remoteAddress = nextIp()) {
  return t.app.inject({ method: 'POST', url: '/api/sponsorship', payload: payload as object, remoteAddress });
}
const stored = (email: string) => t.db.select().from(sponsorshipInquiries).where(eq(sponsorshipInquiries.email, email));
const mailTo = (to: string) => t.db.select().from(outbox).where(eq(outbox.to, to));

describe('POST /api/sponsorship', () => {
  it('stores the inquiry and queues an acknowledgement and the organisers’ copy', async () => {
    const input = buildSponsorshipInquiry({
      reference: 'aurora.example.com/press',
      interest: SPONSORSHIP_INTERESTS[3],
    });
    const res = await send(input);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      success: true,
      message: "Your sponsorship inquiry has been sent. We'll be in touch soon.",
      data: { received: true },
    });
    const [row] = await stored(input.email);
    expect(row).toMatchObject({
      firstName: 'Camila',
      title: 'Head of Brand Partnerships',
      organization: 'Aurora Cosméticos',
      location: 'Brazil',
      contactNumber: '+55 11 4000 1234',
      reference: 'https://aurora.example.com/press',
      interest: 'Ambassador or Brand Collaboration',
      handled: false,
    });
    const [ack] = await mailTo(input.email);
    expect(ack?.kind).toBe('sponsorship-acknowledgement');
    expect(ack?.text).toContain('Aurora Cosméticos');
    const copies = (await mailTo('partners@queens.example.org')).filter((m) => m.text.includes(input.email));
    expect(copies).toHaveLength(1);
    expect(copies[0]?.kind).toBe('sponsorship-organisers');
    expect(copies[0]?.text).toContain('+55 11 4000 1234');
  });

  it.each([
    ['firstName', { firstName: '' }, 'First name is required'],
    ['title', { title: ' ' }, 'Title is required'],
    ['organization', { organization: '' }, 'Organization is required'],
    ['location', { location: '' }, 'Location is required'],
    ['email', { email: 'camila at aurora' }, 'Please enter a valid email address'],
    ['contactNumber', { contactNumber: '011 4000 1234' }, 'international code'],
    ['contactNumber', { contactNumber: '' }, 'Contact number is required'],
    ['reference', { reference: 'javascript:alert(1)' }, 'Please enter a valid URL'],
    ['reference', { reference: '' }, 'Reference link is required'],
    ['interest', { interest: 'Free tickets' }, 'Please choose an area of interest'],
    ['proposal', { proposal: '' }, 'Proposal is required'],
  ])('answers 400 naming %s when it is invalid, and stores nothing', async (field, change, message) => {
    const input = { ...buildSponsorshipInquiry(), ...change };
    const res = await send(input);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[field]).toContain(message);
    expect(await stored(input.email)).toEqual([]);
    expect(await mailTo(input.email)).toEqual([]);
  });

  it('answers 400 naming all nine fields when the body is empty', async () => {
    const res = await send({});
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors).sort()).toEqual(
      [
        'contactNumber',
        'email',
        'firstName',
        'interest',
        'location',
        'organization',
        'proposal',
        'reference',
        'title',
      ].sort(),
    );
  });

  it.each(SUPPORTED_LOCALES.filter((l) => l !== 'en'))(
    'answers every field’s message in the language Accept-Language names (%s)',
    async (locale) => {
      const empty = Object.fromEntries(Object.keys(buildSponsorshipInquiry()).map((k) => [k, '']));
      const english = (await send(empty)).json().errors as Record<string, string>;
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/sponsorship',
        payload: empty,
        remoteAddress: nextIp(),
        headers: { 'accept-language': `${locale};q=0.9, en;q=0.5` },
      });
      expect(res.statusCode).toBe(400);
      const catalogue = await loadTextCatalogue(locale);
      const translated = res.json().errors as Record<string, string>;
      expect(Object.keys(translated).sort()).toEqual(Object.keys(english).sort());
      for (const [field, message] of Object.entries(english)) {
        expect(catalogue[message], `${locale}: ${message}`).toBeTruthy();
        expect(translated[field]).toBe(catalogue[message]);
      }
    },
  );

  it('quietly drops an inquiry whose honeypot is filled', async () => {
    const input = buildSponsorshipInquiry({ website: 'http://bots.example' });
    const res = await send(input);
    expect(res.statusCode).toBe(201);
    expect(res.json().success).toBe(true);
    expect(await stored(input.email)).toEqual([]);
    expect(await mailTo(input.email)).toEqual([]);
  });

  it('takes 5 inquiries per 10 minutes from one address, then answers 429', async () => {
    const ip = nextIp();
    for (let i = 0; i < 5; i++) expect((await send(buildSponsorshipInquiry(), ip)).statusCode).toBe(201);
    const refused = await send(buildSponsorshipInquiry(), ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect(refused.json()).toMatchObject({ success: false });
  });
});
