import type { DbOrTx } from '../db/client';
import { outbox } from '../db/schema';

export interface OutgoingEmail {
  to: string;
  /** Where answers should go, when not to the site's sender address. */
  replyTo?: string | null;
  subject: string;
  html: string;
  text: string;
  /** What the message is about, e.g. 'verify-email'. */
  kind: string;
  /** The order whose receipt goes with the message as a PDF, drawn when the message leaves. */
  receiptOrderId?: string | null;
}

/** A file that goes with a message. */
export interface MailAttachment {
  fileName: string;
  contentType: string;
  content: Buffer;
}

/**
 * Queues a message. Pass the transaction of the change that causes it: the
 * message exists exactly when the change does, and the worker delivers it.
 */
export async function enqueueEmail(db: DbOrTx, message: OutgoingEmail): Promise<string> {
  const [row] = await db
    .insert(outbox)
    .values({
      to: message.to,
      replyTo: message.replyTo ?? null,
      subject: message.subject,
      html: message.html,
      text: message.text,
      kind: message.kind,
      receiptOrderId: message.receiptOrderId ?? null,
      // Due from the application's clock, the one the worker compares with (not the database's now()).
      nextAttemptAt: new Date(),
    })
    .returning({ id: outbox.id });
  if (!row) throw new Error('outbox insert returned nothing');
  return row.id;
}

/** Links in a message that point into the site, in order of appearance (mailbox page, log). */
export function linksIn(html: string, publicUrl: string): string[] {
  const found = new Set<string>();
  for (const match of html.matchAll(/href="([^"]+)"/g)) {
    const url = (match[1] ?? '').replace(/&amp;/g, '&');
    if (url.startsWith(publicUrl) && url !== publicUrl) found.add(url);
  }
  return [...found];
}
