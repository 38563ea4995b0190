import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../src/db/schema';
import { deliverPendingEmails, enqueueEmail } from '../src/mail';
import { mailsTo } from './support/mail';
import { createTestApp, type TestApp } from './support/test-app';

/** A real SMTP listener: it can be told to refuse messages, as a failing mail server would. */
const received: ParsedMail[] = [];
let refuse = false;
const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, _session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (c: Buffer) => chunks.push(c));
    stream.on('end', async () => {
      if (refuse) return callback(Object.assign(new Error('Mailbox temporarily unavailable'), { responseCode: 451 }));
      received.push(await simpleParser(Buffer.concat(chunks)));
      callback();
    });
  },
});

let t: TestApp;
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  t = await createTestApp({
    env: {
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      MAIL_FROM: 'Continental Queens <no-reply@queens.example.org>',
      PUBLIC_URL: 'https://queens.example.org',
    },
  });
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

describe('SMTP delivery', () => {
  it('delivers the verification e-mail of a sign-up over SMTP, as HTML and text', async () => {
    const email = `smtp.${Date.now()}@example.com`;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users/register',
      payload: {
        firstName: 'Imani',
        lastName: 'Diallo',
        email,
        phoneNumber: '+221 77 000 0000',
        password: 'Baobab-Tree-2026',
      },
    });
    expect(res.statusCode).toBe(201);
    expect(await deliverPendingEmails(t.app)).toBe(1);

    const mail = received.find((m) => m.subject?.startsWith('Verify your email address'));
    expect(mail).toBeDefined();
    expect(mail?.from?.text).toBe('"Continental Queens" <no-reply@queens.example.org>');
    expect(mail?.to && !Array.isArray(mail.to) ? mail.to.text : '').toBe(email);
    expect(mail?.html).toMatch(/https:\/\/queens\.example\.org\/auth\/verify-email\/[\w-]{43}/);
    expect(mail?.text).toContain('Hello Imani,');
    expect(mail?.headers.get('x-message-kind')).toBe('verify-email');

    const [row] = await mailsTo(t.db, email);
    expect(row).toMatchObject({ status: 'sent', transport: 'smtp', attempts: 1, lastError: null });
  });

  it("sends a message's Reply-To, so an answer to a back-office reply reaches the organisers", async () => {
    await enqueueEmail(t.db, {
      to: 'partner@example.com',
      replyTo: 'hello@queens.example.org',
      subject: 'Re: Gold partnership',
      html: '<p>Thank you</p>',
      text: 'Thank you',
      kind: 'inquiry-reply',
    });
    expect(await deliverPendingEmails(t.app)).toBe(1);
    const mail = received.find((m) => m.subject === 'Re: Gold partnership');
    expect(mail?.headers.get('reply-to')).toMatchObject({ text: 'hello@queens.example.org' });
  });

  it('loses nothing when the server refuses: the message waits, backs off, and goes out later', async () => {
    refuse = true;
    const id = await enqueueEmail(t.db, {
      to: 'retry@example.com',
      subject: 'Retried message',
      html: '<p>Hello</p>',
      text: 'Hello',
      kind: 'test',
    });
    const start = Date.now();
    expect(await deliverPendingEmails(t.app)).toBe(0);
    let [row] = await t.db.select().from(outbox).where(eq(outbox.id, id));
    expect(row).toMatchObject({ status: 'pending', attempts: 1 });
    expect(row?.lastError).toMatch(/451/);
    expect((row?.nextAttemptAt.getTime() ?? 0) - start).toBeGreaterThanOrEqual(14_000);

    // Not due yet: nothing is attempted.
    expect(await t.app.mail.runOnce()).toEqual({ sent: 0, failed: 0, bounced: 0 });

    // Second failure doubles the wait.
    await t.app.mail.runOnce({ now: new Date(start + 16_000) });
    [row] = await t.db.select().from(outbox).where(eq(outbox.id, id));
    expect(row?.attempts).toBe(2);
    expect((row?.nextAttemptAt.getTime() ?? 0) - (start + 16_000)).toBe(30_000);

    refuse = false;
    expect(await t.app.mail.runOnce({ now: new Date(start + 50_000) })).toEqual({ sent: 1, failed: 0, bounced: 0 });
    [row] = await t.db.select().from(outbox).where(eq(outbox.id, id));
    expect(row).toMatchObject({ status: 'sent', attempts: 3, lastError: null });
    expect(received.filter((m) => m.subject === 'Retried message')).toHaveLength(1);
  });

  it('survives an unreachable mail server the same way', async () => {
    const down = await createTestApp({ env: { SMTP_URL: 'smtp://127.0.0.1:1' } });
    try {
      const id = await enqueueEmail(down.db, {
        to: 'a@example.com',
        subject: 'S',
        html: '<p>x</p>',
        text: 'x',
        kind: 'test',
      });
      expect(await down.app.mail.runOnce()).toEqual({ sent: 0, failed: 1, bounced: 0 });
      const [row] = await down.db.select().from(outbox).where(eq(outbox.id, id));
      expect(row).toMatchObject({ status: 'pending', attempts: 1 });
      expect(row?.lastError).toMatch(/ECONNREFUSED/);
    } finally {
      await down.close();
    }
  });

  it('has no development mailbox when SMTP is configured', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/dev/mailbox.json' })).statusCode).toBe(404);
  });
});
