import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, contestantMessages, notifications, outbox } from '../src/db/schema';
import { createSubmittedContestant, type Staff } from '../src/dev/staff-factories';
import { contestantsOfficeForFile } from './support/staff';

const { t, office } = contestantsOfficeForFile();
let staff: Staff;
let reader: Staff;

beforeAll(() => {
  ({ staff, reader } = office());
});

const write = (id: string, payload: object, who: Staff = staff) =>
  t.app.inject({ method: 'POST', url: `/api/admin/contestants/${id}/messages`, headers: who.headers, payload });

describe('writing to a contestant from her record', () => {
  it('keeps the message on the record, notifies her in the portal, e-mails her, and audits it', async () => {
    const { user, contestant } = await createSubmittedContestant(t.db, { firstName: 'Naledi' });
    const res = await write(contestant.id, {
      subject: 'Your passport copy',
      message: 'Please upload a clearer copy of your passport.\n\nThank you!',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: 'Message sent: she sees it in her portal and by e-mail.',
      data: { subject: 'Your passport copy', authorName: 'Ife Bello' },
    });

    const [note] = await t.db.select().from(notifications).where(eq(notifications.userId, user.id));
    expect(note).toMatchObject({ title: 'Your passport copy', category: 'message', priority: 'high' });
    const [mail] = await t.db.select().from(outbox).where(eq(outbox.to, user.email));
    expect(mail).toMatchObject({ kind: 'organisers-message', replyTo: 'office@pageant.example.org' });
    expect(mail?.text).toContain('Please upload a clearer copy of your passport.');
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'contestants.message'));
    expect(entry).toMatchObject({ actorId: staff.user.id, recordId: contestant.id });

    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/admin/contestants/${contestant.id}`,
      headers: reader.headers,
    });
    expect(detail.json().data.messages).toMatchObject([{ subject: 'Your passport copy', authorName: 'Ife Bello' }]);
  });

  it('needs a subject and a message, sends nothing otherwise, and is refused to staff who only read', async () => {
    const { user, contestant } = await createSubmittedContestant(t.db);
    const empty = await write(contestant.id, { subject: ' ', message: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toMatchObject({ subject: 'Write a subject', message: 'Write a message' });
    expect((await write(contestant.id, { subject: 'x'.repeat(121), message: 'Hi' })).statusCode).toBe(400);
    expect((await write(contestant.id, { subject: 'Hi', message: 'Hello' }, reader)).statusCode).toBe(403);
    expect(await t.db.select().from(outbox).where(eq(outbox.to, user.email))).toEqual([]);
    expect((await write('00000000-0000-4000-8000-000000000000', { subject: 'Hi', message: 'Hello' })).statusCode).toBe(
      404,
    );
  });

  it('keeps a subject on one line: line breaks written in it are stored and sent as spaces', async () => {
    const { user, contestant } = await createSubmittedContestant(t.db);
    const res = await write(contestant.id, { subject: 'Your visa\r\nBcc: all@example.com\n\nletter', message: 'Hi' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.subject).toBe('Your visa Bcc: all@example.com letter');
    const [stored] = await t.db
      .select()
      .from(contestantMessages)
      .where(eq(contestantMessages.contestantId, contestant.id));
    expect(stored?.subject).toBe('Your visa Bcc: all@example.com letter');
    const [mail] = await t.db.select().from(outbox).where(eq(outbox.to, user.email));
    expect(mail?.subject).not.toMatch(/[\r\n]/);
  });
});
