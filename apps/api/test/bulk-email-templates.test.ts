import { BULK_EMAIL_MESSAGES } from '@cq/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, bulkEmailTemplates } from '../src/db/schema';
import { createStaff, type Staff } from '../src/dev/staff-factories';
import { createTestApp, type TestApp } from './support/test-app';

/** Bulk e-mail templates: a message's words in every language, saved under a name, listed, renamed, deleted. */
let t: TestApp;
let staff: Staff;
let reader: Staff;

beforeAll(async () => {
  t = await createTestApp({ env: { MAIL_WORKER: 'off' } });
  staff = await createStaff(t.app, 'editor', [{ resource: 'contestants', actions: ['read', 'update'] }]);
  reader = await createStaff(t.app, 'editor', [{ resource: 'contestants', actions: ['read'] }]);
});
afterAll(async () => {
  await t?.close();
});

const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object, who: Staff = staff) =>
  t.app.inject({ method, url: `/api/admin/bulk-email-templates${url}`, headers: who.headers, payload });
const welcome = {
  name: 'Welcome',
  subject: 'Welcome, {{firstName}}',
  message: 'Dear {{firstName}},\n\nWelcome to the pageant.',
  translations: { fr: { subject: 'Bienvenue, {{firstName}}', message: 'Chère {{firstName}},\n\nBienvenue.' } },
};

describe('bulk e-mail templates', () => {
  it('are saved with every language, listed by name, renamed and deleted, each change audited', async () => {
    const saved = await call('POST', '', welcome);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ message: BULK_EMAIL_MESSAGES.templateSaved, data: welcome });
    const id = saved.json().data.id as string;
    await call('POST', '', { ...welcome, name: 'Fitting reminder', translations: {} });

    const list = await call('GET', '', undefined, reader);
    expect(list.statusCode).toBe(200);
    expect(list.json().data.templates.map((x: { name: string }) => x.name)).toEqual(['Fitting reminder', 'Welcome']);
    expect(list.json().data.templates[1]).toMatchObject(welcome);

    const renamed = await call('PATCH', `/${id}`, { name: 'Arrival welcome' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().data).toMatchObject({ id, name: 'Arrival welcome', subject: welcome.subject });

    const deleted = await call('DELETE', `/${id}`);
    expect(deleted.json()).toMatchObject({ success: true, message: BULK_EMAIL_MESSAGES.templateDeleted });
    expect((await call('GET', '')).json().data.templates).toHaveLength(1);

    const actions = (await t.db.select({ action: auditLog.action, summary: auditLog.summary }).from(auditLog))
      .filter((e) => e.action.startsWith('contestants.bulk-email-template'))
      .map((e) => e.summary);
    expect(actions).toEqual(
      expect.arrayContaining([
        'Saved the bulk e-mail template “Welcome”',
        'Renamed the bulk e-mail template “Welcome” to “Arrival welcome”',
        'Deleted the bulk e-mail template “Arrival welcome”',
      ]),
    );
  });

  it('refuses a name in use (whatever its case), a missing name, unknown merge fields and unknown templates', async () => {
    const taken = await call('POST', '', { ...welcome, name: 'fitting REMINDER' });
    expect(taken.statusCode).toBe(400);
    expect(taken.json()).toMatchObject({
      success: false,
      message: BULK_EMAIL_MESSAGES.templateNameTaken,
      errors: { name: BULK_EMAIL_MESSAGES.templateNameTaken },
    });
    const noName = await call('POST', '', { ...welcome, name: '  ' });
    expect(noName.statusCode).toBe(400);
    expect(JSON.stringify(noName.json())).toContain('Name the template');
    const unknown = await call('POST', '', { ...welcome, name: 'Odd', message: 'Hello {{nickname}}' });
    expect(unknown.statusCode).toBe(400);
    expect(JSON.stringify(unknown.json())).toContain('Unknown merge field: {{nickname}}');

    const [fitting] = await t.db
      .select()
      .from(bulkEmailTemplates)
      .where(eq(bulkEmailTemplates.name, 'Fitting reminder'));
    await call('POST', '', { ...welcome, name: 'Second' });
    const clash = await call('PATCH', `/${fitting?.id}`, { name: 'second' });
    expect(clash.statusCode).toBe(400);
    expect(clash.json().errors).toEqual({ name: BULK_EMAIL_MESSAGES.templateNameTaken });

    const missing = '00000000-0000-4000-8000-000000000000';
    expect((await call('PATCH', `/${missing}`, { name: 'X' })).statusCode).toBe(404);
    expect((await call('DELETE', `/${missing}`)).statusCode).toBe(404);
    expect((await call('POST', '', { ...welcome, name: 'Reader' }, reader)).statusCode).toBe(403);
  });
});
