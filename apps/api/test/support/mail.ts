import { and, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../src/db/client';
import { type OutboxRow, outbox } from '../../src/db/schema';

/** Messages queued for an address, newest first. */
export async function mailsTo(db: DbOrTx, to: string, kind?: string): Promise<OutboxRow[]> {
  return db
    .select()
    .from(outbox)
    .where(kind ? and(eq(outbox.to, to.toLowerCase()), eq(outbox.kind, kind)) : eq(outbox.to, to.toLowerCase()))
    .orderBy(desc(outbox.createdAt));
}

/** The token at the end of the newest link of that kind sent to the address, e.g. /auth/verify-email/<token>. */
export async function tokenFromMail(db: DbOrTx, to: string, kind: string, path: string): Promise<string> {
  const [mail] = await mailsTo(db, to, kind);
  if (!mail) throw new Error(`no ${kind} mail to ${to}`);
  const match = new RegExp(`${path.replace(/\//g, '\\/')}/([A-Za-z0-9_-]+)`).exec(mail.html);
  if (!match?.[1]) throw new Error(`no ${path} link in the ${kind} mail to ${to}`);
  return match[1];
}
