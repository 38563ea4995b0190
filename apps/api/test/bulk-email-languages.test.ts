import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaff, createSubmittedContestant, type Staff } from '../src/dev/staff-factories';
import { whenQueued } from '../src/modules/admin/bulk-email/service';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let staff: Staff;
const people = {} as Record<'pt' | 'en' | 'fr', string>;

beforeAll(async () => {
  t = await createTestApp({ env: { BULK_EMAIL_PER_MINUTE: '600', MAIL_WORKER: 'off' } });
  staff = await createStaff(t.app, 'editor', [{ resource: 'contestants', actions: ['read', 'update'] }]);
  const make = async (language: 'pt' | 'en' | 'fr', firstName: string) => {
    const { user } = await createSubmittedContestant(t.db, { firstName, language }, { continent: 'Africa' });
    people[language] = user.email;
  };
  await make('pt', 'Luana');
  await make('en', 'Grace');
  await make('fr', 'Awa');
});
afterAll(async () => {
  await t?.close();
});

const post = (url: string, payload: object) =>
  t.app.inject({ method: 'POST', url: `/api/admin/bulk-emails${url}`, headers: staff.headers, payload });

const draft = {
  audience: { continent: 'Africa' },
  subject: 'Rehearsal on Friday, {{firstName}}',
  message: 'Dear {{firstName}},\n\nThe rehearsal starts at 10:00.',
  translations: {
    pt: {
      subject: 'Ensaio na sexta-feira, {{firstName}}',
      message: 'Querida {{firstName}},\n\nO ensaio começa às 10:00.',
    },
  },
};

/** What the development mailbox holds for an address. */
async function mailbox(to: string) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/dev/mailbox.json?to=${encodeURIComponent(to)}&kind=bulk-message`,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.messages as { subject: string; text: string; html: string }[];
}

describe('a bulk e-mail written in several languages', () => {
  it('says before sending how many recipients will get the English instead of their language', async () => {
    const res = await post('/preview', draft);
    expect(res.statusCode, res.body).toBe(200);
    // Awa reads French, which this message has no version in; Grace reads English, Luana Portuguese.
    expect(res.json().data).toMatchObject({ recipients: 3, fallback: 1 });
    const withFrench = await post('/preview', {
      ...draft,
      translations: { ...draft.translations, fr: { subject: 'Répétition vendredi', message: 'Chère {{firstName}}' } },
    });
    expect(withFrench.json().data.fallback).toBe(0);
    const englishOnly = await post('/preview', { ...draft, translations: {} });
    expect(englishOnly.json().data.fallback).toBe(2);
  });

  it('reaches a Portuguese and an English contestant each in her language, and the French one in English', async () => {
    const res = await post('', { ...draft, requestId: randomUUID() });
    expect(res.statusCode, res.body).toBe(200);
    await whenQueued(t.app);

    const [pt] = await mailbox(people.pt);
    expect(pt?.subject).toBe('Ensaio na sexta-feira, Luana');
    expect(pt?.text).toContain('Querida Luana,');
    expect(pt?.text).toContain('O ensaio começa às 10:00.');
    expect(pt?.text).not.toContain('rehearsal');
    // The e-mail's own words are Portuguese too, and its links lead to the Portuguese pages.
    expect(pt?.html).toContain('lang="pt"');
    expect(pt?.text).toMatch(/\/pt\/unsubscribe\?token=/);

    const [en] = await mailbox(people.en);
    expect(en?.subject).toBe('Rehearsal on Friday, Grace');
    expect(en?.text).toContain('Dear Grace,');
    expect(en?.text).not.toContain('Querida');

    // No French version: her copy carries the English words, in a French e-mail.
    const [fr] = await mailbox(people.fr);
    expect(fr?.subject).toBe('Rehearsal on Friday, Awa');
    expect(fr?.text).toContain('The rehearsal starts at 10:00.');
  });

  it('checks each language’s version as it checks the English', async () => {
    const res = await post('/preview', {
      ...draft,
      translations: { pt: { subject: '', message: 'Olá {{apelido}}' } },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toMatchObject({
      'translations.pt.subject': 'Write a subject',
      'translations.pt.message': expect.stringContaining('{{apelido}}'),
    });
  });
});
