import { randomUUID } from 'node:crypto';
import { DEFAULT_REGISTRATION_SETTINGS } from '@cq/shared';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type OutboxRow, outbox } from '../src/db/schema';
import { createPublishedDelegate } from '../src/dev/delegate-factories';
import { createUser, loginAs } from '../src/dev/factories';
import { createStaff, type Staff } from '../src/dev/staff-factories';
import { deliverPendingEmails } from '../src/mail/plugin';
import { setSetting } from '../src/modules/settings/service';
import { answerTestCheckout, initialize } from './support/payments';
import { pdfText } from './support/pdf-text';
import { createTestApp, type TestApp } from './support/test-app';
import { openVoteBody, paidVoting, sendFrom } from './support/voting';

/** Every purchase names what is bought, and every purchase and refund sends a receipt e-mail with its PDF. */

let t: TestApp;
let director: Staff;
let treasurer: Staff;
let slug: string;

const call = (method: string, url: string, headers: object = {}, payload?: object) =>
  sendFrom(t, '127.0.0.1', method, url, headers, payload);
const approve = (reference: string) => answerTestCheckout(t.app, reference);
const refund = (orderId: string, amountMinor: number) =>
  call('POST', `/api/admin/payments/${orderId}/refunds`, treasurer.headers, {
    amountMinor,
    reason: 'Bought twice by mistake',
    idempotencyKey: randomUUID(),
  });
const mails = (to: string, kind: string) =>
  t.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.to, to), eq(outbox.kind, kind)))
    .orderBy(desc(outbox.createdAt));
/** The PDF that went with a message, as the development mailbox serves it, in text. */
async function attachmentText(mail: OutboxRow | undefined) {
  const res = await call('GET', `/dev/mailbox/${mail?.id}/attachment`);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  return (await pdfText(res.rawPayload)).text;
}

beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_MAX: '1000000' } });
  await setSetting(t.db, 'registration', DEFAULT_REGISTRATION_SETTINGS);
  director = await createStaff(t.app, 'editor', [{ resource: 'voting', actions: ['read', 'update'] }]);
  treasurer = await createStaff(t.app, 'editor', [{ resource: 'payments', actions: ['read', 'update'] }]);
  const amara = await createPublishedDelegate(t.db, { firstName: 'Amara', lastName: 'Okafor' });
  const created = await call(
    'POST',
    '/api/admin/votes',
    director.headers,
    openVoteBody('Africa Fan Favourite', [amara.contestantId], {
      paidVoting: paidVoting([{ votes: 10, price: 2 }]),
    }),
  );
  expect(created.statusCode, created.body).toBe(201);
  slug = created.json().data.slug;
});
afterAll(async () => {
  await t?.close();
});

describe('a vote pack', () => {
  it('is named at the checkout, and its purchase, partial refund and last refund each send a receipt with the PDF, in her language', async () => {
    const user = await createUser(t.db, { accountKind: 'fan', language: 'fr' });
    const headers = { ...loginAs(t.app, user).headers, 'x-device-id': `device-${randomUUID()}` };
    const started = await call('POST', `/api/votes/${slug}/packs`, headers, { votes: 10 });
    expect(started.statusCode, started.body).toBe(200);
    const { reference, orderId } = started.json().data as { reference: string; orderId: string };

    const checkout = await call('GET', `/api/payments/test-checkout/${reference}`);
    expect(checkout.body).toContain('<h1>Vote pack: 10 votes in Africa Fan Favourite</h1>');
    expect(checkout.body).not.toContain('Registration fee');

    expect((await approve(reference)).statusCode).toBe(303);
    const [bought] = await mails(user.email, 'pack-receipt');
    expect(bought).toMatchObject({
      receiptOrderId: orderId,
      subject: 'Paiement reçu : votre pack de votes Continental Queens',
    });
    expect(bought?.text).toContain('pack de 10 votes dans Africa Fan Favourite');
    // The PDF speaks her language too.
    expect(await attachmentText(bought)).toContain('Pack de votes : 10 votes dans Africa Fan Favourite');

    expect((await refund(orderId, 50)).statusCode).toBe(200);
    const [part] = await mails(user.email, 'refund-receipt');
    expect(part?.receiptOrderId).toBe(orderId);
    expect(part?.text).toMatch(/remboursé 0,50\s\$US sur votre paiement de 2,00\s\$US pour votre pack de votes/);
    expect(part?.text).toMatch(/Reste payé après ce remboursement : 1,50\s\$US/);
    expect(await attachmentText(part)).toMatch(
      /0,50\s\$US de ce paiement ont été remboursés ; 1,50\s\$US restent payés\./,
    );

    expect((await refund(orderId, 150)).statusCode).toBe(200);
    const all = await mails(user.email, 'refund-receipt');
    expect(all).toHaveLength(2);
    expect(all[0]?.text).toContain('Votre pack de votes de 1,50');
    expect(await attachmentText(all[0])).toContain('Ce paiement a été remboursé le');

    // The worker sends each with its file.
    expect(await deliverPendingEmails(t.app)).toBeGreaterThanOrEqual(3);
    const listed = (await call('GET', `/dev/mailbox.json?to=${encodeURIComponent(user.email)}`)).json().data.messages;
    expect(listed.filter((m: { attachment: string | null }) => m.attachment !== null)).toHaveLength(3);
  });
});

describe('the registration fee', () => {
  it('sends its receipt with the PDF, and a partial refund sends one too', async () => {
    const user = await createUser(t.db, {});
    const { headers } = loginAs(t.app, user);
    const started = await initialize(t.app, headers);
    expect(started.statusCode, started.body).toBe(200);
    const { reference, orderId } = started.json().data as { reference: string; orderId: string };
    const checkout = await call('GET', `/api/payments/test-checkout/${reference}`);
    expect(checkout.body).toContain('<h1>Continental Queens registration fee</h1>');
    expect((await approve(reference)).statusCode).toBe(303);
    const [receipt] = await mails(user.email, 'payment-receipt');
    expect(receipt?.receiptOrderId).toBe(orderId);
    expect(receipt?.text).toContain('Your receipt is attached to this message as a PDF.');
    expect(await attachmentText(receipt)).toContain('Continental Queens registration fee');

    expect((await refund(orderId, 40)).statusCode).toBe(200);
    const [part] = await mails(user.email, 'refund-receipt');
    expect(part?.text).toContain('We have refunded $0.40 USD of your payment of $1.00 USD for your registration fee');
    expect(part?.text).toContain('Still paid after this refund: $0.60 USD.');
    expect(await mails(user.email, 'payment-refunded')).toHaveLength(0);

    expect((await refund(orderId, 60)).statusCode).toBe(200);
    const [whole] = await mails(user.email, 'payment-refunded');
    expect(whole?.receiptOrderId).toBe(orderId);
    expect(await attachmentText(whole)).toContain('This payment was refunded on');
  });
});
