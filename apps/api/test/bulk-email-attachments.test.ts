import { randomUUID } from 'node:crypto';
import { DEFAULT_REGISTRATION_SETTINGS } from '@cq/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { bulkEmailAttachments, bulkEmailRecipients } from '../src/db/schema';
import { createStaff, createSubmittedContestant, type Staff } from '../src/dev/staff-factories';
import type { MailAttachment } from '../src/mail/outbox';
import { deliverPendingEmails } from '../src/mail/plugin';
import { whenQueued } from '../src/modules/admin/bulk-email/service';
import { setSetting } from '../src/modules/settings/service';
import { multipartBody } from './support/multipart';
import { samplePdf } from './support/sample-files';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let staff: Staff;
const addresses: string[] = [];

beforeAll(async () => {
  t = await createTestApp({ env: { BULK_EMAIL_PER_MINUTE: '120', MAIL_WORKER: 'off' } });
  await setSetting(t.db, 'registration', {
    ...DEFAULT_REGISTRATION_SETTINGS,
    registrationEnd: '2027-03-31T23:59:00.000Z',
  });
  staff = await createStaff(t.app, 'editor', [{ resource: 'contestants', actions: ['read', 'update'] }]);
  for (const firstName of ['Ayana', 'Kiri']) {
    const { user } = await createSubmittedContestant(
      t.db,
      { firstName, lastName: 'Oceania' },
      { continent: 'Australia/Oceania' },
    );
    addresses.push(user.email);
  }
});
afterAll(async () => {
  await t?.close();
});

const upload = (value: Buffer, fileName: string, contentType: string, who: Staff = staff) => {
  const body = multipartBody([{ name: 'file', value, fileName, contentType }]);
  return t.app.inject({
    method: 'POST',
    url: '/api/admin/bulk-email-attachments',
    headers: { ...who.headers, ...body.headers },
    payload: body.payload,
  });
};

const draft = {
  audience: { continent: 'Australia/Oceania' },
  subject: 'Your travel pack',
  message: 'Dear {{firstName}}, the travel pack is attached.',
};

describe('bulk e-mail attachments', () => {
  it('stores a PDF once, and every copy of the send carries it to the mailbox', async () => {
    const res = await upload(samplePdf(), 'Travel pack.pdf', 'application/pdf');
    expect(res.statusCode, res.body).toBe(200);
    const file = res.json().data;
    expect(file).toMatchObject({ fileName: 'Travel pack.pdf', contentType: 'application/pdf' });

    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/admin/bulk-emails',
      headers: staff.headers,
      payload: { ...draft, requestId: randomUUID(), attachments: [file.id] },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const id = sent.json().data.id;
    await whenQueued(t.app);
    const [stored] = await t.db.select().from(bulkEmailAttachments).where(eq(bulkEmailAttachments.id, file.id));
    expect(stored?.bulkEmailId).toBe(id);
    expect(await t.db.select().from(bulkEmailRecipients).where(eq(bulkEmailRecipients.bulkEmailId, id))).toHaveLength(
      2,
    );

    // What leaves: each copy with the PDF's bytes.
    const transport = t.app.mail.transport;
    if (!transport) throw new Error('no mail transport in tests');
    const send = vi.spyOn(transport, 'send');
    // Copies leave at the configured rate: a minute on, both are due.
    await deliverPendingEmails(t.app, { now: new Date(Date.now() + 60_000) });
    const carried = send.mock.calls.filter(([m]) => addresses.includes(m.to));
    expect(carried).toHaveLength(2);
    for (const [, files] of carried) {
      expect((files as MailAttachment[]).map((f) => [f.fileName, f.contentType])).toEqual([
        ['Travel pack.pdf', 'application/pdf'],
      ]);
      expect((files as MailAttachment[])[0]?.content.subarray(0, 5).toString()).toBe('%PDF-');
    }
    send.mockRestore();

    // The development mailbox names it on each copy.
    for (const to of addresses) {
      const box = await t.app.inject({ method: 'GET', url: `/dev/mailbox.json?to=${encodeURIComponent(to)}` });
      expect(box.json().data.messages[0].files).toEqual(['Travel pack.pdf']);
    }

    // A file already sent with one message is not taken by another.
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/admin/bulk-emails',
      headers: staff.headers,
      payload: { ...draft, requestId: randomUUID(), attachments: [file.id] },
    });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({
      success: false,
      message: 'An attached file is no longer there: attach it again.',
    });
  });

  it('refuses a file that is not a PDF, JPEG or PNG, saying so in the error envelope', async () => {
    const res = await upload(Buffer.from('just some words, not a document'), 'notes.txt', 'text/plain');
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ success: false, message: 'The file must be a PDF, JPEG or PNG file.' });
    expect(await t.db.select().from(bulkEmailAttachments)).toHaveLength(1);
  });

  it('refuses more than 3 files, and staff who may not write to contestants', async () => {
    const ids = Array.from({ length: 4 }, () => randomUUID());
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/bulk-emails',
      headers: staff.headers,
      payload: { ...draft, requestId: randomUUID(), attachments: ids },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toMatchObject({ attachments: 'Attach at most 3 files.' });
    const reader = await createStaff(t.app, 'editor', [{ resource: 'contestants', actions: ['read'] }]);
    expect((await upload(samplePdf(), 'a.pdf', 'application/pdf', reader)).statusCode).toBe(403);
  });
});
