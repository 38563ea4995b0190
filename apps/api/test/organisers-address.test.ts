import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages, outbox } from '../src/db/schema';
import { buildContactMessage } from '../src/dev/inquiry-factories';
import { createStaff, type Staff } from '../src/dev/staff-factories';
import { createTestApp, type TestApp } from './support/test-app';

// ORGANISERS_EMAIL is the organisers' address until staff save another in Settings: the public contact
// details, the replies' Reply-To and the back office's settings form all start from it.
let t: TestApp;
let staff: Staff;
const ORGANISERS = 'team@pageant-office.example.org';

beforeAll(async () => {
  t = await createTestApp({ env: { ORGANISERS_EMAIL: ORGANISERS } });
  staff = await createStaff(t.app, 'admin', [
    { resource: 'inquiries', actions: ['read', 'update'] },
    { resource: 'settings', actions: ['read', 'update'] },
  ]);
});
afterAll(async () => {
  await t?.close();
});

const replyTo = async (email: string) => {
  const [row] = await t.db.insert(contactMessages).values(buildContactMessage({ email })).returning();
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/admin/inquiries/contact/${row?.id}/reply`,
    headers: staff.headers,
    payload: { subject: 'Your question', message: 'Thank you for writing to us.' },
  });
  expect(res.statusCode, res.body).toBe(200);
  const [mail] = await t.db.select().from(outbox).where(eq(outbox.to, email));
  return mail;
};

describe('the organisers’ address', () => {
  it('is ORGANISERS_EMAIL until staff change it: public details, settings form and a reply’s Reply-To', async () => {
    const pub = await t.app.inject({ method: 'GET', url: '/api/settings' });
    expect(pub.json().data.organisation.contactEmail).toBe(ORGANISERS);
    const site = await t.app.inject({ method: 'GET', url: '/api/site/content' });
    expect(site.json().data.site.organisation.contactEmail).toBe(ORGANISERS);
    const form = await t.app.inject({ method: 'GET', url: '/api/admin/settings', headers: staff.headers });
    expect(form.json().data.settings.organisation.contactEmail).toBe(ORGANISERS);
    const mail = await replyTo('asker@example.com');
    expect(mail?.replyTo).toBe(ORGANISERS);
    expect(mail?.text).toContain(`To answer, simply write to ${ORGANISERS}.`);
  });

  it('is the one staff saved, once they have', async () => {
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings/organisation',
      headers: staff.headers,
      payload: {
        contactEmail: 'press@pageant-office.example.org',
        hostingEmail: 'host@x.example',
        phone: '+1 555 0100',
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const mail = await replyTo('second@example.com');
    expect(mail?.replyTo).toBe('press@pageant-office.example.org');
  });
});
