import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { bulkEmailRecipients, bulkEmails, outbox } from '../src/db/schema';
import { createStaff, type Staff } from '../src/dev/staff-factories';
import {
  QUEUE_SWEEP_MS,
  startQueue,
  sweepQueues,
  whenQueued,
  whenSwept,
} from '../src/modules/admin/bulk-email/service';
import { bulkEmailOfficeForFile } from './support/bulk-email';

/**
 * Two API instances on one PostgreSQL database, as behind a load balancer. The instance writing a bulk
 * e-mail's copies stops half-way (its lease still held); the other takes the message over once the lease has
 * passed and finishes it, and every recipient has exactly one copy, even when the first comes back meanwhile.
 */
const RECIPIENTS = 7;
let staffOnB: Staff;

const office = bulkEmailOfficeForFile({
  prefix: 'bulk',
  env: { BULK_EMAIL_QUEUE_BATCH: '2', RATE_LIMIT_MAX: '1000000' },
  recipients: RECIPIENTS,
  emailPrefix: 'takeover',
  continent: 'Asia',
});
beforeAll(async () => {
  staffOnB = await createStaff(office.b, 'editor', [{ resource: 'contestants', actions: ['read'] }]);
});

/** A bulk e-mail to the Asian contestants, sent from instance A. */
const sendToAsia = (subject: string, message: string) =>
  office.a.inject({
    method: 'POST',
    url: '/api/admin/bulk-emails',
    headers: office.staff.headers,
    payload: { audience: { continent: 'Asia' }, subject, message, requestId: randomUUID() },
  });
const copies = async () =>
  office.a.db
    .select({ to: outbox.to, n: count() })
    .from(bulkEmailRecipients)
    .innerJoin(outbox, eq(outbox.id, bulkEmailRecipients.outboxId))
    .groupBy(outbox.to);

describe('a bulk e-mail whose writing instance stops', () => {
  it('is taken over by the other instance after its lease, and each recipient gets exactly one copy', async () => {
    // Instance A stops right after writing its first batch of copies: its lease stays, nobody renews it.
    const wake = office.a.mail.wake;
    office.a.mail.wake = () => {
      throw new Error('instance stopped');
    };
    const sent = await sendToAsia('Rehearsal times', 'Dear {{firstName}}, rehearsals start at nine.');
    expect(sent.statusCode, sent.body).toBe(200);
    const id = sent.json().data.id as string;
    await whenQueued(office.a);
    office.a.mail.wake = wake;

    const [stalled] = await office.a.db.select().from(bulkEmails).where(eq(bulkEmails.id, id));
    expect(stalled?.state).toBe('queuing');
    expect(stalled?.leaseUntil).not.toBeNull();
    expect((await copies()).length).toBe(2);

    // The other instance looks for abandoned messages on its timer: while the lease runs, it leaves this one alone.
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    const stopSweeping = sweepQueues(office.b);
    vi.advanceTimersByTime(QUEUE_SWEEP_MS);
    await whenSwept(office.b);
    await whenQueued(office.b);
    expect((await copies()).length).toBe(2);
    const waiting = await office.b.inject({
      method: 'GET',
      url: `/api/admin/bulk-emails/${id}`,
      headers: staffOnB.headers,
    });
    expect(waiting.json().data, waiting.body).toMatchObject({ state: 'queuing', queued: 2, recipients: RECIPIENTS });

    // Once it has passed, B's next look takes the message over and finishes it, with A still stopped.
    vi.advanceTimersByTime(QUEUE_SWEEP_MS + 1000);
    await whenSwept(office.b);
    await whenQueued(office.b);
    stopSweeping();
    // A comes back and tries to carry on: nothing more is written.
    await startQueue(office.a, id);

    const written = await copies();
    expect(written).toHaveLength(RECIPIENTS);
    expect(written.every((c) => c.n === 1)).toBe(true);
    const [finished] = await office.a.db.select().from(bulkEmails).where(eq(bulkEmails.id, id));
    expect(finished).toMatchObject({ state: 'done', leaseOwner: null, leaseUntil: null });
    const done = await office.a.inject({
      method: 'GET',
      url: `/api/admin/bulk-emails/${id}`,
      headers: office.staff.headers,
    });
    expect(done.json().data).toMatchObject({ queued: RECIPIENTS, state: 'sending' });
  });

  it('written by both instances at once (a lease thought lapsed), still gives each recipient one copy', async () => {
    const sent = await sendToAsia('Fitting times', 'Dear {{firstName}}, fittings start at ten.');
    const id = sent.json().data.id as string;
    // B starts writing while A is, as if A's lease had lapsed under it.
    await office.b.db
      .update(bulkEmails)
      .set({ leaseUntil: new Date(0) })
      .where(eq(bulkEmails.id, id));
    await Promise.all([startQueue(office.b, id), whenQueued(office.a)]);
    const perRecipient = await office.a.db
      .select({ to: outbox.to, n: count() })
      .from(bulkEmailRecipients)
      .innerJoin(outbox, eq(outbox.id, bulkEmailRecipients.outboxId))
      .where(eq(bulkEmailRecipients.bulkEmailId, id))
      .groupBy(outbox.to);
    expect(perRecipient).toHaveLength(RECIPIENTS);
    expect(perRecipient.every((c) => c.n === 1)).toBe(true);
    const [row] = await office.a.db.select().from(bulkEmails).where(eq(bulkEmails.id, id));
    expect(row?.state).toBe('done');
  });
});
