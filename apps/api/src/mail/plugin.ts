import { BRAND } from '@cq/shared';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { getActiveThemeColors } from '../modules/themes/service';
import { type MailBrand, siteLink } from './layout';
import mailboxRoutes from './mailbox-routes';
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

/** The mail module: transport by configuration, the outbox worker, and the development mailbox. */
export const mailPlugin = fp(
  async (app: FastifyInstance) => {
    const { config } = app;
    const useMailbox = !config.smtpUrl && !config.isProduction;
    const transport: MailTransport | null = config.smtpUrl
      ? smtpTransport(config.smtpUrl, config.mailFrom)
      : useMailbox
        ? mailboxTransport(app.log, config.publicUrl)
        : null;
    if (!transport) app.log.warn('SMTP_URL is not set: e-mails wait in the outbox until it is');

    let worker: MailWorker | null = null;
    const service: MailService = {
      transport,
      brand: async () => ({
        siteName: config.siteName,
        tagline: BRAND.tagline,
        publicUrl: config.publicUrl,
        colors: await getActiveThemeColors(app.db),
      }),
      link: (path) => siteLink(config.publicUrl, path),
      wake: () => worker?.wake(),
      runOnce: async (opts = {}) =>
        transport ? runOutboxOnce(app.db, transport, { log: app.log, ...opts }) : { sent: 0, failed: 0 },
    };
    app.decorate('mail', service);

    if (config.mailWorker && transport) {
      app.addHook('onReady', async () => {
        worker = startMailWorker(app.db, transport, app.log);
      });
    }
    app.addHook('onClose', async () => {
      await worker?.stop();
      await transport?.close();
    });

    if (useMailbox) await app.register(mailboxRoutes);
  },
  { name: 'mail' },
);

/** Delivers every message that is due now; tests call it instead of waiting for the worker. */
export async function deliverPendingEmails(app: FastifyInstance, opts: OutboxRunOptions = {}): Promise<number> {
  let total = 0;
  for (;;) {
    const r = await app.mail.runOnce(opts);
    total += r.sent;
    if (r.sent + r.failed === 0 || r.sent === 0) return total;
  }
}
