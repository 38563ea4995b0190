import type { FastifyBaseLogger } from 'fastify';
import type { Transporter } from 'nodemailer';
import type { MailAttachment, OutgoingEmail } from './outbox';
import { linksIn } from './outbox';

export interface MailTransport {
  /** Recorded on each delivered message. */
  readonly name: 'smtp' | 'mailbox';
  send(message: OutgoingEmail & { id: string }, attachments?: readonly MailAttachment[]): Promise<void>;
  close(): Promise<void>;
}

/** SMTP_URL, e.g. smtp://user:pass@mail.example:587 or smtps://…:465. */
export function smtpTransport(url: string, from: string): MailTransport {
  // The mail library is loaded with the first message: a start needs none of it.
  let transporter: Promise<Transporter> | null = null;
  const open = () => {
    transporter ??= import('nodemailer').then(({ default: nodemailer }) => nodemailer.createTransport(url));
    return transporter;
  };
  return {
    name: 'smtp',
    async send(message, attachments = []) {
      await (await open()).sendMail({
        from,
        to: message.to,
        ...(message.replyTo ? { replyTo: message.replyTo } : {}),
        subject: message.subject,
        html: message.html,
        text: message.text,
        headers: { 'X-Message-Kind': message.kind, 'X-Outbox-Id': message.id },
        ...(attachments.length
          ? {
              attachments: attachments.map((a) => ({
                filename: a.fileName,
                content: a.content,
                contentType: a.contentType,
              })),
            }
          : {}),
      });
    },
    async close() {
      if (transporter) (await transporter).close();
    },
  };
}

/**
 * Outside production without SMTP: messages are kept for the development
 * mailbox (/dev/mailbox) and their links are printed in the server log.
 */
export function mailboxTransport(log: FastifyBaseLogger, publicUrl: string): MailTransport {
  return {
    name: 'mailbox',
    async send(message, attachments = []) {
      const links = linksIn(message.html, publicUrl);
      log.info(
        {
          to: message.to,
          kind: message.kind,
          mailbox: `${publicUrl}/dev/mailbox`,
          ...(attachments.length ? { attachments: attachments.map((a) => a.fileName) } : {}),
        },
        `mail "${message.subject}" to ${message.to}${links.length ? `: ${links.join(' ')}` : ''}`,
      );
    },
    async close() {},
  };
}
