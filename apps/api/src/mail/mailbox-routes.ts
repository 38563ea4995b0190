import { boundedText, idParamsSchema, successEnvelope } from '@cq/shared';
import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '#api/lib/answers';
import { outbox } from '../db/schema';
import { forbidden, notFound } from '../lib/errors';
import { escapeHtml } from './layout';
import type { MailAttachment } from './outbox';
import { linksIn } from './outbox';

const querySchema = z.object({
  to: boundedText({ max: 254, tooLong: 'At most 254 characters' }).toLowerCase().optional(),
  kind: boundedText({ max: 60, tooLong: 'At most 60 characters' }).optional(),
  limit: z.coerce.number().int().min(1).max(500).default(100),
});

const mailboxMessageSchema = z.object({
  _id: z.string(),
  to: z.string(),
  subject: z.string(),
  kind: z.string(),
  status: z.string(),
  attempts: z.number(),
  links: z.array(z.string()),
  /** The PDF that goes with it (a receipt), served at /dev/mailbox/<id>/attachment. */
  attachment: z.string().nullable(),
  /** The names of the files staff attached to the bulk e-mail it is a copy of. */
  files: z.array(z.string()),
  text: z.string(),
  html: z.string(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export const mailboxResponseSchema = successEnvelope(z.object({ messages: z.array(mailboxMessageSchema) }));

const PAGE_STYLE = `body{margin:0;font:15px/1.5 system-ui,sans-serif;background:#FBF8F3;color:#1B1523}
header{background:#3A1760;color:#fff;padding:20px 28px}h1{margin:0;font:600 22px Georgia,serif}header p{margin:4px 0 0;color:#E6C65C;font-size:13px}
main{max-width:960px;margin:0 auto;padding:24px 16px}article{background:#fff;border:1px solid #E9E3EE;border-radius:14px;padding:18px 20px;margin:0 0 16px}
h2{margin:0 0 4px;font-size:17px}.meta{color:#6B6475;font-size:13px}.links a{display:inline-block;margin:8px 8px 0 0;padding:8px 14px;border-radius:999px;background:#5B2A86;color:#fff;text-decoration:none;word-break:break-all}
.status{display:inline-block;padding:1px 8px;border-radius:999px;background:#E9E3EE;font-size:12px}pre{white-space:pre-wrap;background:#FBF8F3;border-radius:10px;padding:12px;font-size:13px}
details summary{cursor:pointer;color:#5B2A86;margin-top:10px}`;

export const MAILBOX_LOOPBACK_ONLY = 'The development mailbox is only served to this machine.';

/** 127.0.0.0/8 and ::1, also as IPv4-mapped IPv6 addresses. */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  return address === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4);
}

/**
 * The addresses a request names as its client through forwarding headers (X-Forwarded-For, X-Real-IP,
 * Forwarded's for=): what a proxy relaying it says of where it came from.
 */
export function forwardedAddresses(headers: Record<string, string | string[] | undefined>): string[] {
  const all = (name: string) => {
    const v = headers[name];
    return (Array.isArray(v) ? v : v === undefined ? [] : [v]).flatMap((x) => x.split(','));
  };
  const forwarded = all('forwarded').flatMap((part) =>
    part
      .split(';')
      .map((kv) => kv.trim())
      .filter((kv) => /^for=/i.test(kv))
      .map((kv) => kv.slice(4)),
  );
  return [...all('x-forwarded-for'), ...all('x-real-ip'), ...forwarded]
    .map((a) =>
      a
        .trim()
        .replace(/^"|"$/g, '')
        .replace(/^\[([^\]]+)\](?::\d+)?$/, '$1')
        .replace(/^(\d{1,3}(?:\.\d{1,3}){3}):\d+$/, '$1'),
    )
    .filter((a) => a.length > 0);
}

/**
 * Whether a request comes from this machine itself: its socket's address is loopback, and no proxy relayed it on
 * behalf of another client (a proxy on this machine connects from loopback too; the client it names must be
 * this machine as well). TRUST_PROXY plays no part.
 */
export function isFromThisMachine(
  socketAddress: string | undefined,
  headers: Record<string, string | string[] | undefined>,
): boolean {
  return isLoopbackAddress(socketAddress) && forwardedAddresses(headers).every(isLoopbackAddress);
}

/**
 * The development mailbox (outside production, without SMTP): every message
 * in the outbox with its links clickable. /dev/mailbox.json serves the same
 * for scripts and browser tests.
 */
export interface MailboxRoutesOptions {
  /** The receipt PDF of an order (the payments module draws it; mail sits below the modules). */
  receiptOf: (orderId: string) => Promise<MailAttachment | null>;
  /** The names of the files a copy of a bulk e-mail carries (the bulk e-mail module knows them). */
  attachmentNamesOf?: (outboxId: string) => Promise<string[]>;
}

const mailboxRoutes: FastifyPluginAsyncZod<MailboxRoutesOptions> = async (app, opts) => {
  // The mailbox holds every sign-up and password-reset link: only this machine may read it. The socket's own
  // address decides, never X-Forwarded-For (anyone can send that header); a request a proxy on this machine
  // relayed for another client is refused too.
  app.addHook('onRequest', async (request) => {
    if (!isFromThisMachine(request.raw.socket.remoteAddress, request.headers)) throw forbidden(MAILBOX_LOOPBACK_ONLY);
  });

  const list = async (query: z.infer<typeof querySchema>) => {
    const where: SQL[] = [];
    if (query.to) where.push(eq(outbox.to, query.to));
    if (query.kind) where.push(eq(outbox.kind, query.kind));
    const rows = await app.db
      .select()
      .from(outbox)
      .where(where.length ? and(...where) : undefined)
      .orderBy(desc(outbox.createdAt))
      .limit(query.limit);
    const files = await Promise.all(rows.map((r) => opts.attachmentNamesOf?.(r.id) ?? Promise.resolve([])));
    return rows.map((r, i) => ({
      _id: r.id,
      to: r.to,
      subject: r.subject,
      kind: r.kind,
      status: r.status,
      attempts: r.attempts,
      links: linksIn(r.html, app.config.publicUrl),
      text: r.text,
      html: r.html,
      createdAt: r.createdAt.toISOString(),
      sentAt: r.sentAt ? r.sentAt.toISOString() : null,
      attachment: r.receiptOrderId ? `/dev/mailbox/${r.id}/attachment` : null,
      files: files[i] ?? [],
    }));
  };

  app.get(
    '/dev/mailbox.json',
    {
      schema: {
        tags: ['development'],
        summary: 'Development mailbox: every queued or sent message, newest first',
        querystring: querySchema,
        response: { 200: mailboxResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok({ messages: await list(request.query) });
    },
  );

  app.get(
    '/dev/mailbox',
    {
      schema: {
        tags: ['development'],
        summary: 'Development mailbox page (HTML)',
        querystring: querySchema,
        response: { 200: z.string().describe('HTML page') },
      },
    },
    async (request, reply) => {
      const messages = await list(request.query);
      const items = messages
        .map(
          (m) => `<article><h2>${escapeHtml(m.subject)}</h2>
<div class="meta">To <strong>${escapeHtml(m.to)}</strong> · ${escapeHtml(m.createdAt)} · ${escapeHtml(m.kind)} · <span class="status">${escapeHtml(m.status)}</span></div>
<div class="links">${m.links.map((l) => `<a href="${escapeHtml(l)}">${escapeHtml(l)}</a>`).join('')}</div>
${m.attachment ? `<p>Attached: <a href="${escapeHtml(m.attachment)}">receipt (PDF)</a></p>` : ''}
${m.files.length ? `<p>Attached: ${m.files.map(escapeHtml).join(', ')}</p>` : ''}
<details><summary>Text</summary><pre>${escapeHtml(m.text)}</pre></details>
<p><a href="/dev/mailbox/${m._id}">View as the recipient sees it</a></p></article>`,
        )
        .join('\n');
      reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
      return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Development mailbox · ${escapeHtml(app.config.siteName)}</title><style>${PAGE_STYLE}</style></head>
<body><header><h1>Development mailbox</h1><p>${messages.length} message${messages.length === 1 ? '' : 's'} · nothing here leaves this machine</p></header>
<main>${items || '<p>No messages yet.</p>'}</main></body></html>`;
    },
  );

  app.get(
    '/dev/mailbox/:id',
    {
      schema: {
        tags: ['development'],
        summary: 'One message of the development mailbox, as HTML',
        params: idParamsSchema,
        response: { 200: z.string().describe('The message HTML') },
      },
    },
    async (request, reply) => {
      const [row] = await app.db.select().from(outbox).where(eq(outbox.id, request.params.id)).limit(1);
      if (!row) throw notFound('No such message.');
      reply
        .header('cache-control', 'no-store')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; img-src data: https:")
        .type('text/html; charset=utf-8');
      return row.html;
    },
  );

  app.get(
    '/dev/mailbox/:id/attachment',
    {
      schema: {
        tags: ['development'],
        summary: 'The PDF that goes with a message of the development mailbox (a receipt)',
        params: idParamsSchema,
      },
    },
    async (request, reply) => {
      const [row] = await app.db.select().from(outbox).where(eq(outbox.id, request.params.id)).limit(1);
      if (!row?.receiptOrderId) throw notFound('No such attachment.');
      const file = await opts.receiptOf(row.receiptOrderId);
      if (!file) throw notFound('No such attachment.');
      return reply
        .header('cache-control', 'no-store')
        .header('content-type', file.contentType)
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .send(file.content);
    },
  );
};

export default mailboxRoutes;
