import { DEFAULT_THEME_COLORS } from '@cq/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { outbox } from '../src/db/schema';
import { backoffMs, deliverPendingEmails, enqueueEmail, renderEmail, runOutboxOnce } from '../src/mail';
import type { MailTransport } from '../src/mail/transports';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL: 'https://queens.example.org' } });
});
afterAll(async () => {
  await t.close();
});

const brand = {
  siteName: 'Continental Queens',
  tagline: 'Where Beauty Meets Purpose',
  publicUrl: 'https://queens.example.org',
  colors: DEFAULT_THEME_COLORS,
};

describe('renderEmail', () => {
  it('renders the branded layout as HTML and the same words as text', () => {
    const { html, text } = renderEmail({
      brand,
      title: 'Confirm your <email>',
      greeting: 'Hello Ada,',
      intro: 'Please confirm.',
      action: { label: 'Verify my email', url: 'https://queens.example.org/auth/verify-email/abc' },
      body: ['It expires in 24 hours.'],
      footnote: 'If this was not you, ignore it.',
    });
    expect(html).toContain('Continental Queens');
    expect(html).toContain(DEFAULT_THEME_COLORS.primary.dark);
    expect(html).toContain(DEFAULT_THEME_COLORS.accent.main);
    expect(html).toContain('Confirm your &lt;email&gt;');
    expect(html).toContain('href="https://queens.example.org/auth/verify-email/abc"');
    expect(text).toContain('Confirm your <email>');
    expect(text).toContain('Verify my email:\nhttps://queens.example.org/auth/verify-email/abc');
    expect(text).toContain('If this was not you, ignore it.');
    expect(text).not.toMatch(/<(p|a|table|h1)[ >]/);
  });
});

describe('the outbox', () => {
  it('keeps a message queued in a transaction that rolls back out of the outbox', async () => {
    await t.db
      .transaction(async (tx) => {
        await enqueueEmail(tx, { to: 'rollback@example.com', subject: 'S', html: '<p>x</p>', text: 'x', kind: 'test' });
        throw new Error('abort');
      })
      .catch(() => {});
    const rows = await t.db.select().from(outbox).where(eq(outbox.to, 'rollback@example.com'));
    expect(rows).toHaveLength(0);
  });

  it('delivers to the development mailbox and lists the message with its links', async () => {
    const { html, text } = renderEmail({
      brand,
      title: 'Hi',
      intro: 'x',
      action: { label: 'Go', url: 'https://queens.example.org/auth/reset-password/tok123' },
    });
    const id = await enqueueEmail(t.db, { to: 'mailbox@example.com', subject: 'Reset', html, text, kind: 'test' });
    expect(await deliverPendingEmails(t.app)).toBeGreaterThanOrEqual(1);
    const [row] = await t.db.select().from(outbox).where(eq(outbox.id, id));
    expect(row).toMatchObject({ status: 'sent', transport: 'mailbox', attempts: 1 });

    const json = await t.app.inject({ method: 'GET', url: '/dev/mailbox.json?to=mailbox@example.com' });
    expect(json.statusCode).toBe(200);
    const [message] = json.json().data.messages;
    expect(message).toMatchObject({ _id: id, subject: 'Reset', status: 'sent' });
    expect(message.links).toContain('https://queens.example.org/auth/reset-password/tok123');

    const page = await t.app.inject({ method: 'GET', url: '/dev/mailbox' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('<a href="https://queens.example.org/auth/reset-password/tok123">');

    const one = await t.app.inject({ method: 'GET', url: `/dev/mailbox/${id}` });
    expect(one.statusCode).toBe(200);
    expect(one.body).toBe(html);
  });

  it('serves the development mailbox to this machine only, whatever X-Forwarded-For says', async () => {
    const paths = ['/dev/mailbox.json', '/dev/mailbox', `/dev/mailbox/${crypto.randomUUID()}`];
    for (const url of paths) {
      for (const remoteAddress of ['192.0.2.7', '10.0.0.5', '2001:db8::1', '::ffff:192.0.2.7']) {
        const res = await t.app.inject({
          method: 'GET',
          url,
          remoteAddress,
          headers: { 'x-forwarded-for': '127.0.0.1' },
        });
        expect(res.statusCode, `${url} from ${remoteAddress}`).toBe(403);
        expect(res.json()).toEqual({
          success: false,
          code: 'forbidden',
          message: 'The development mailbox is only served to this machine.',
        });
      }
    }
    for (const remoteAddress of ['127.0.0.1', '127.0.1.1', '::1', '::ffff:127.0.0.1']) {
      const res = await t.app.inject({ method: 'GET', url: '/dev/mailbox.json', remoteAddress });
      expect(res.statusCode, remoteAddress).toBe(200);
    }
  });

  it('keeps the development mailbox from a client a proxy on this machine relays, with or without TRUST_PROXY', async () => {
    const proxied = await createTestApp({ env: { TRUST_PROXY: 'true' } });
    try {
      for (const app of [t, proxied]) {
        for (const headers of [
          { 'x-forwarded-for': '203.0.113.9' },
          { 'x-forwarded-for': '127.0.0.1, 203.0.113.9' },
          { 'x-real-ip': '203.0.113.9' },
          { forwarded: 'for=203.0.113.9;proto=https' },
          { forwarded: 'for="[2001:db8::9]:4711"' },
          { forwarded: 'for=unknown' },
        ]) {
          const res = await app.app.inject({
            method: 'GET',
            url: '/dev/mailbox.json',
            remoteAddress: '127.0.0.1',
            headers,
          });
          expect(res.statusCode, JSON.stringify(headers)).toBe(403);
        }
        // A proxy on this machine relaying this machine's own request is still this machine.
        const own = await app.app.inject({
          method: 'GET',
          url: '/dev/mailbox.json',
          remoteAddress: '127.0.0.1',
          headers: { 'x-forwarded-for': '127.0.0.1', forwarded: 'for="[::1]:5173"' },
        });
        expect(own.statusCode).toBe(200);
      }
    } finally {
      await proxied.close();
    }
  });

  it('keeps the development mailbox from a stranger behind a trusted proxy too', async () => {
    const proxied = await createTestApp({ env: { TRUST_PROXY: 'true' } });
    try {
      const res = await proxied.app.inject({
        method: 'GET',
        url: '/dev/mailbox.json',
        remoteAddress: '192.0.2.7',
        headers: { 'x-forwarded-for': '127.0.0.1' },
      });
      expect(res.statusCode).toBe(403);
    } finally {
      await proxied.close();
    }
  });

  it('backs off exponentially: 15 s, 30 s, 1 min … capped at one hour', () => {
    expect([1, 2, 3, 4].map(backoffMs)).toEqual([15_000, 30_000, 60_000, 120_000]);
    expect(backoffMs(20)).toBe(60 * 60_000);
  });

  it('lets two workers share the outbox without sending any message twice', async () => {
    const ids = await Promise.all(
      Array.from({ length: 25 }, (_, i) =>
        enqueueEmail(t.db, {
          to: `bulk${i}@example.com`,
          subject: `Bulk ${i}`,
          html: '<p>x</p>',
          text: 'x',
          kind: 'bulk',
        }),
      ),
    );
    const sent: string[] = [];
    const counting: MailTransport = {
      name: 'smtp',
      send: async (m) => {
        await new Promise((r) => setImmediate(r));
        sent.push(m.id);
      },
      close: async () => {},
    };
    const drain = async () => {
      while ((await runOutboxOnce(t.db, counting)).sent > 0) {}
    };
    await Promise.all([drain(), drain()]);
    expect(sent.filter((id) => ids.includes(id)).sort()).toEqual([...ids].sort());
    expect(new Set(sent).size).toBe(sent.length);
  });
});

describe('the mail worker', () => {
  it('starts with the app and delivers queued mail by itself', async () => {
    const w = await createTestApp({ env: { MAIL_WORKER: 'on' } });
    try {
      const id = await enqueueEmail(w.db, {
        to: 'worker@example.com',
        subject: 'W',
        html: '<p>x</p>',
        text: 'x',
        kind: 'test',
      });
      w.app.mail.wake();
      await vi.waitFor(
        async () => {
          const [row] = await w.db.select().from(outbox).where(eq(outbox.id, id));
          expect(row?.status).toBe('sent');
        },
        { timeout: 60_000, interval: 50 },
      );
    } finally {
      await w.close();
    }
  });
});
