import { THREAD_REPLIES_PER_HOUR } from '@cq/shared';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, contestantMessageReplies, notifications, outbox } from '../src/db/schema';
import { loginAs } from '../src/dev/factories';
import { createSubmittedContestant, type Staff } from '../src/dev/staff-factories';
import { dataOf } from '../src/modules/privacy/repo';
import { multipartBody, type Part } from './support/multipart';
import { sampleExecutable, sampleImage, samplePdf } from './support/sample-files';
import { contestantsOfficeForFile } from './support/staff';

const { t, office } = contestantsOfficeForFile();
let staff: Staff;
let reader: Staff;

beforeAll(() => {
  ({ staff, reader } = office());
});

/** A contestant who received a message from staff: her sign-in and the conversation's id. */
async function conversation(language = 'en', firstName = 'Naledi') {
  const { user, contestant } = await createSubmittedContestant(t.db, { firstName, lastName: 'Dube', language });
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/admin/contestants/${contestant.id}/messages`,
    headers: staff.headers,
    payload: { subject: 'Your passport copy', message: 'Please send a clearer copy of your passport.' },
  });
  expect(res.statusCode, res.body).toBe(200);
  return { user, contestant, her: loginAs(t.app, user), threadId: res.json().data._id as string };
}

const post = (url: string, headers: Record<string, string>, parts: Part[]) => {
  const body = multipartBody(parts);
  return t.app.inject({ method: 'POST', url, headers: { ...headers, ...body.headers }, payload: body.payload });
};
const get = (url: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url, headers });

describe('a conversation, both ways', () => {
  it('she answers with a file; staff see it on her record and first in the inbox, read it, and answer', async () => {
    const { user, contestant, her, threadId } = await conversation('fr');

    const mine = await get('/api/messages', her.headers);
    expect(mine.json().data.threads).toMatchObject([{ _id: threadId, subject: 'Your passport copy', replyCount: 0 }]);

    const pdf = samplePdf();
    const answered = await post(`/api/messages/${threadId}/replies`, her.headers, [
      { name: 'message', value: 'Here is a clearer copy.' },
      { name: 'file', value: pdf, fileName: 'passport.pdf' },
    ]);
    expect(answered.statusCode, answered.body).toBe(200);
    const posts = answered.json().data.posts;
    expect(posts).toMatchObject([
      { body: 'Please send a clearer copy of your passport.', fromContestant: false, authorName: 'Ife Bello' },
      { body: 'Here is a clearer copy.', fromContestant: true, attachment: { name: 'passport.pdf' } },
    ]);
    const served = await t.app.inject({ method: 'GET', url: posts[1].attachment.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('application/pdf');

    // The organisers hear of it by e-mail, and the inbox shows it first, unread.
    const [copy] = await t.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.to, 'office@pageant.example.org'), eq(outbox.kind, 'thread-answer-organisers')));
    expect(copy?.text).toContain('Here is a clearer copy.');
    expect(copy?.text).toContain('passport.pdf');
    expect(copy?.text).toContain(`/admin/messages/${threadId}`);
    const other = await conversation('en', 'Amara');
    const inbox = (await get('/api/admin/messages', reader.headers)).json().data;
    expect(inbox.unreadCount).toBe(1);
    // The back office menu's badge counts the same answers, for any member of staff who may read the inbox.
    const badge = await get('/api/admin/messages/unread-count', reader.headers);
    expect(badge.statusCode, badge.body).toBe(200);
    expect(badge.json()).toEqual({ success: true, data: { count: 1 } });
    expect(inbox.threads[0]).toMatchObject({ _id: threadId, unread: true, replyCount: 1 });
    expect(inbox.threads.find((th: { _id: string }) => th._id === other.threadId)).toMatchObject({ unread: false });

    const record = (await get(`/api/admin/contestants/${contestant.id}`, reader.headers)).json().data;
    expect(record.messages[0]).toMatchObject({
      _id: threadId,
      unread: true,
      replies: [{ body: 'Here is a clearer copy.', fromContestant: true, authorName: 'Naledi Dube' }],
    });

    // Opening it marks it read.
    expect((await get(`/api/admin/messages/${threadId}`, reader.headers)).json().data.posts).toHaveLength(2);
    const after = (await get('/api/admin/messages', reader.headers)).json().data;
    expect(after.unreadCount).toBe(0);
    expect((await get('/api/admin/messages/unread-count', reader.headers)).json().data.count).toBe(0);
    expect(after.threads.find((th: { _id: string }) => th._id === threadId)).toMatchObject({ unread: false });

    // Staff answer with a photo: she is told in her portal and by e-mail in her language; it is audited.
    const photo = await sampleImage('jpeg', { withGps: true });
    const staffAnswer = await post(`/api/admin/messages/${threadId}/replies`, staff.headers, [
      { name: 'message', value: 'Thank you, received.' },
      { name: 'file', value: photo, fileName: 'stamp.jpg' },
    ]);
    expect(staffAnswer.statusCode, staffAnswer.body).toBe(200);
    expect(staffAnswer.json().data.posts[2]).toMatchObject({
      body: 'Thank you, received.',
      fromContestant: false,
      authorName: 'Ife Bello',
      attachment: { name: 'stamp.jpg', mimeType: 'image/jpeg' },
    });
    const notes = await t.db.select().from(notifications).where(eq(notifications.userId, user.id));
    const told = notes.find((n) => n.message === 'Thank you, received.');
    expect(told).toMatchObject({ title: 'Your passport copy', category: 'message' });
    expect(told?.actions).toEqual([{ label: 'Ouvrir la conversation', url: `/user/messages/${threadId}` }]);
    const mails = await t.db.select().from(outbox).where(eq(outbox.to, user.email));
    const mail = mails.find((m) => m.text.includes('Thank you, received.'));
    expect(mail).toMatchObject({ kind: 'organisers-message', replyTo: 'office@pageant.example.org' });
    expect(mail?.text).toContain('Répondre dans mon espace');
    expect(mail?.text).toContain(`/fr/user/messages/${threadId}`);
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'contestants.message_reply'));
    expect(entry).toMatchObject({ actorId: staff.user.id, recordId: contestant.id });

    const thread = (await get(`/api/messages/${threadId}`, her.headers)).json().data;
    expect(thread.posts.map((p: { body: string }) => p.body)).toEqual([
      'Please send a clearer copy of your passport.',
      'Here is a clearer copy.',
      'Thank you, received.',
    ]);

    // Her copy of her data holds the conversation and both files.
    const { parts, files } = await dataOf(t.db, user.id);
    const registration = parts.find((p) => p.name === 'registration.json')?.content as {
      conversations: {
        subject: string;
        answers: { from: string; body: string; file: { inThisCopy: string } | null }[];
      }[];
    };
    expect(registration.conversations).toMatchObject([
      {
        subject: 'Your passport copy',
        answers: [
          { from: 'you', body: 'Here is a clearer copy.', file: { inThisCopy: 'files/messages/1-passport.pdf' } },
          { from: 'organisers', body: 'Thank you, received.', file: { inThisCopy: 'files/messages/2-stamp.jpg' } },
        ],
      },
    ]);
    expect(files.map((f) => f.name)).toEqual(
      expect.arrayContaining(['files/messages/1-passport.pdf', 'files/messages/2-stamp.jpg']),
    );
  });

  it('another contestant can neither read nor answer her conversation', async () => {
    const { threadId } = await conversation();
    const stranger = await conversation('en', 'Zara');
    expect((await get(`/api/messages/${threadId}`, stranger.her.headers)).statusCode).toBe(404);
    const tried = await post(`/api/messages/${threadId}/replies`, stranger.her.headers, [
      { name: 'message', value: 'Not mine' },
      { name: 'file', value: samplePdf(), fileName: 'x.pdf' },
    ]);
    expect(tried.statusCode).toBe(404);
    expect(tried.json()).toMatchObject({ success: false, message: 'Conversation not found.', code: 'not_found' });
    expect(
      await t.db.select().from(contestantMessageReplies).where(eq(contestantMessageReplies.messageId, threadId)),
    ).toEqual([]);
    const theirs = (await get('/api/messages', stranger.her.headers)).json().data.threads;
    expect(theirs.map((th: { _id: string }) => th._id)).toEqual([stranger.threadId]);
    // Staff who only read may not answer.
    const readerAnswer = await post(`/api/admin/messages/${threadId}/replies`, reader.headers, [
      { name: 'message', value: 'Hello' },
    ]);
    expect(readerAnswer.statusCode).toBe(403);
    expect((await get(`/api/messages/${threadId}`, {})).statusCode).toBe(401);
  });

  it('refuses a file against the upload rules, or an empty answer, with a clear message and keeps nothing', async () => {
    const { her, threadId } = await conversation();
    const url = `/api/messages/${threadId}/replies`;
    const exe = await post(url, her.headers, [
      { name: 'message', value: 'My file' },
      { name: 'file', value: sampleExecutable(), fileName: 'setup.exe' },
    ]);
    expect(exe.statusCode).toBe(415);
    expect(exe.json()).toMatchObject({ success: false, message: 'The file must be a PDF, JPEG or PNG file.' });

    const big = Buffer.concat([samplePdf(), Buffer.alloc(10 * 1024 * 1024)]);
    const tooBig = await post(url, her.headers, [
      { name: 'message', value: 'Big file' },
      { name: 'file', value: big, fileName: 'big.pdf' },
    ]);
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().message).toBe('The file must be 10 MB or smaller.');

    const empty = await post(url, her.headers, [{ name: 'message', value: '   ' }]);
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ message: 'Write a message', errors: { message: 'Write a message' } });

    const tooLong = await post(url, her.headers, [{ name: 'message', value: 'x'.repeat(4001) }]);
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().errors).toEqual({ message: 'Use at most 4000 characters' });

    expect(
      await t.db.select().from(contestantMessageReplies).where(eq(contestantMessageReplies.messageId, threadId)),
    ).toEqual([]);
  });

  it(`takes at most ${THREAD_REPLIES_PER_HOUR} of her answers an hour`, async () => {
    const { user, her, threadId } = await conversation();
    const now = Date.now();
    await t.db.insert(contestantMessageReplies).values(
      Array.from({ length: THREAD_REPLIES_PER_HOUR }, (_, i) => ({
        messageId: threadId,
        authorId: user.id,
        fromContestant: true,
        body: `Answer ${i}`,
        createdAt: new Date(now - 50 * 60_000 + i * 1000),
      })),
    );
    const refused = await post(`/api/messages/${threadId}/replies`, her.headers, [{ name: 'message', value: 'More' }]);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      success: false,
      message: 'You have sent many answers this hour. Please wait a little before writing again.',
      code: 'rate_limited',
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(10 * 60);
    // Staff's answers count against nobody.
    const staffAnswer = await post(`/api/admin/messages/${threadId}/replies`, staff.headers, [
      { name: 'message', value: 'No rush.' },
    ]);
    expect(staffAnswer.statusCode).toBe(200);
  });
});
