import { BRAND, type ThemeColors } from '@cq/shared';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { OutboxRow } from '../db/schema';
import { type MailBrand, siteLink } from './layout';
import mailboxRoutes from './mailbox-routes';
import type { MailAttachment } from './outbox';
import { type MailTransport, mailboxTransport, smtpTransport } from './transports';
import { type MailWorker, type OutboxRunOptions, type OutboxRunResult, runOutboxOnce, startMailWorker } from './worker';

export interface MailService {
  /** SMTP when SMTP_URL is set; the development mailbox outside production; otherwise none (mail waits). */
  readonly transport: MailTransport | null;
  /** The product's name, public URL and active theme colours for a template. */
  brand(): Promise<MailBrand>;
  /** Absolute link built from PUBLIC_URL. */
  link(path: string): string;
  /** Asks the worker to look at the outbox now (call after the transaction that queued mail commits). */
  wake(): void;
  /** One pass over the due messages, whether or not the worker runs. */
  runOnce(opts?: OutboxRunOptions): Promise<OutboxRunResult>;
}

declare module 'fastify' {
  interface FastifyInstance {
    mail: MailService;
  }
}

export interface MailPluginOptions {
  /** The active theme's colours for a template (the themes module reads them; mail sits below the modules). */
  themeColors: () => Promise<ThemeColors>;
  /** The receipt PDF of an order for the message that names it, or null when it has none to give (the payments
   * module draws it; mail sits below the modules). */
  receiptOf: (orderId: string) => Promise<MailAttachment | null>;
  /** The files staff attached to the bulk e-mail a message is a copy of (none for any other message). */
  copyAttachmentsOf?: (outboxId: string) => Promise<MailAttachment[]>;
  /** Their names only, for the development mailbox. */
  copyAttachmentNamesOf?: (outboxId: string) => Promise<string[]>;
}

/** The mail module: transport by configuration, the outbox worker, and the development mailbox. */
export const mailPlugin = fp(
  async (app: FastifyInstance, opts: MailPluginOptions) => {
    const { config } = app;
    const useMailbox = !config.smtpUrl && !config.isProduction;
    const transport: MailTransport | null = config.smtpUrl
      ? smtpTransport(config.smtpUrl, config.mailFrom)
      : useMailbox
        ? mailboxTransport(app.log, config.publicUrl)
        : null;
    if (!transport) app.log.warn('SMTP_URL is not set: e-mails wait in the outbox until it is');

    /**
     * A message that names an order carries its receipt as a PDF (drawn on the worker pool, then kept). An order
     * that has no receipt to give (a payment not taken) sends the message without one.
     */
    const attachmentsOf = async (message: OutboxRow): Promise<MailAttachment[]> => {
      if (!message.receiptOrderId) return opts.copyAttachmentsOf ? opts.copyAttachmentsOf(message.id) : [];
      const receipt = await opts.receiptOf(message.receiptOrderId);
      return receipt ? [receipt] : [];
    };

    let worker: MailWorker | null = null;
    const service: MailService = {
      transport,
      brand: async () => ({
        siteName: config.siteName,
        tagline: BRAND.tagline,
        publicUrl: config.publicUrl,
        colors: await opts.themeColors(),
      }),
      link: (path) => siteLink(config.publicUrl, path),
      wake: () => worker?.wake(),
      runOnce: async (opts = {}) =>
        transport
          ? runOutboxOnce(app.db, transport, { log: app.log, attachmentsOf, ...opts })
          : { sent: 0, failed: 0, bounced: 0 },
    };
    app.decorate('mail', service);

    if (config.mailWorker && transport) {
      app.addHook('onReady', async () => {
        worker = startMailWorker(app.db, transport, app.log, undefined, attachmentsOf);
      });
    }
    app.addHook('onClose', async () => {
      await worker?.stop();
      await transport?.close();
    });

    if (useMailbox) {
      await app.register(mailboxRoutes, {
        receiptOf: opts.receiptOf,
        ...(opts.copyAttachmentNamesOf ? { attachmentNamesOf: opts.copyAttachmentNamesOf } : {}),
      });
    }
  },
  { name: 'mail' },
);

/** Delivers every message that is due now; tests call it instead of waiting for the worker. */
export async function deliverPendingEmails(app: FastifyInstance, opts: OutboxRunOptions = {}): Promise<number> {
  let total = 0;
  for (;;) {
    const r = await app.mail.runOnce(opts);
    total += r.sent;
    if (r.sent + r.bounced === 0) return total;
  }
}
