import { DEFAULT_REGISTRATION_SETTINGS, type OrderStatus, type PaymentProviderName } from '@cq/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orders, users } from '../src/db/schema';
import { type CreatedUser, createUser, loginAs } from '../src/dev/factories';
import { createStaff, type Staff } from '../src/dev/staff-factories';
import { receiptKey } from '../src/modules/payments/receipt';
import { setSetting } from '../src/modules/settings/service';
import { pdfText } from './support/pdf-text';
import { testAppForFile } from './support/test-app';

const t = testAppForFile({ env: { RATE_LIMIT_MAX: '1000000' } });
let amara: CreatedUser;
let bea: CreatedUser;
let treasurer: Staff;
let reader: Staff;
let outsider: Staff;
const ids: Record<string, string> = {};

async function order(
  key: string,
  user: CreatedUser,
  o: {
    status: OrderStatus;
    provider?: PaymentProviderName;
    amountMinor?: number;
    currency?: string;
    providerReference?: string;
    paidAt?: string;
    refundedAt?: string;
    createdAt: string;
  },
) {
  const [row] = await t.db
    .insert(orders)
    .values({
      userId: user.id,
      provider: o.provider ?? 'stripe',
      amountMinor: o.amountMinor ?? 15000,
      currency: o.currency ?? 'USD',
      reference: `CQ-${key}`,
      providerReference: o.providerReference ?? null,
      status: o.status,
      createdAt: new Date(o.createdAt),
      paidAt: o.paidAt ? new Date(o.paidAt) : null,
      refundedAt: o.refundedAt ? new Date(o.refundedAt) : null,
      failureReason: o.status === 'failed' ? 'Your card was declined.' : null,
    })
    .returning();
  ids[key] = row?.id as string;
}

beforeAll(async () => {
  await setSetting(t.db, 'registration', { ...DEFAULT_REGISTRATION_SETTINGS, fee: 150, currency: 'USD' });
  await setSetting(t.db, 'organisation', {
    contactEmail: 'treasury@queens.example',
    hostingEmail: 'host@queens.example',
    phone: '+44 20 7946 0000',
  });
  treasurer = await createStaff(t.app, 'admin', [{ resource: 'payments', actions: ['read', 'update'] }]);
  reader = await createStaff(t.app, 'editor', [{ resource: 'payments', actions: ['read'] }]);
  outsider = await createStaff(t.app, 'admin', [{ resource: 'contestants', actions: ['read'] }]);
  amara = await createUser(t.db, { firstName: 'Amara', lastName: 'Okafor', email: 'amara.receipt@example.com' });
  bea = await createUser(t.db, { firstName: 'Beatriz', lastName: 'Luz', email: 'bea.receipt@example.com' });
  await order('declined', amara, { status: 'failed', createdAt: '2026-03-14T09:00:00Z' });
  await order('card', amara, {
    status: 'paid',
    providerReference: 'pi_3QxReceipt',
    createdAt: '2026-03-14T09:20:00Z',
    paidAt: '2026-03-14T09:30:00Z',
  });
  await order('open', amara, { status: 'pending', createdAt: '2026-03-15T10:00:00Z' });
  await order('naira', bea, {
    status: 'paid',
    provider: 'paystack',
    amountMinor: 500000,
    currency: 'NGN',
    providerReference: 'PSK-77',
    createdAt: '2026-04-01T08:00:00Z',
    paidAt: '2026-04-01T08:05:00Z',
  });
  await order('refunded', bea, {
    status: 'refunded',
    providerReference: 'pi_refunded',
    createdAt: '2026-02-01T08:00:00Z',
    paidAt: '2026-02-01T08:05:00Z',
    refundedAt: '2026-02-10T12:00:00Z',
  });
});

const mine = (user: CreatedUser) =>
  t.app.inject({ method: 'GET', url: '/api/payments/mine', headers: loginAs(t.app, user).headers });
const ownReceipt = (id: string, user: CreatedUser | null) =>
  t.app.inject({
    method: 'GET',
    url: `/api/payments/${id}/receipt.pdf`,
    headers: user ? loginAs(t.app, user).headers : {},
  });
const staffReceipt = (id: string, who: { headers: Record<string, string> }) =>
  t.app.inject({ method: 'GET', url: `/api/admin/payments/${id}/receipt.pdf`, headers: who.headers });

async function receiptText(res: { statusCode: number; body: string; rawPayload: Buffer }) {
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const { pages, text } = await pdfText(res.rawPayload);
  expect(pages).toBe(1);
  // Read as running text: a long name may wrap onto a second line.
  return text.replace(/\s+/g, ' ');
}

describe('her payments and their receipts', () => {
  it('lists her own orders, newest first, with a receipt number for the paid one only', async () => {
    const res = await mine(amara);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const list = res.json().data.payments;
    expect(list.map((p: { reference: string }) => p.reference)).toEqual(['CQ-open', 'CQ-card', 'CQ-declined']);
    expect(list[1]).toMatchObject({
      _id: ids.card,
      status: 'paid',
      provider: 'stripe',
      method: null,
      amountMinor: 15000,
      currency: 'USD',
      paidAt: '2026-03-14T09:30:00.000Z',
      receiptNumber: expect.stringMatching(/^2026-[0-9A-F]{12}$/),
      item: 'Continental Queens registration fee',
      purchase: { kind: 'fee', siteName: 'Continental Queens' },
    });
    expect(list[0].receiptNumber).toBeNull();
    expect(list[2].receiptNumber).toBeNull();
    expect((await t.app.inject({ method: 'GET', url: '/api/payments/mine' })).statusCode).toBe(401);
  });

  it('downloads the receipt of her paid order: the organisation, her, the fee, the amount, the date and references', async () => {
    const res = await ownReceipt(ids.card as string, amara);
    const number = (await mine(amara)).json().data.payments[1].receiptNumber as string;
    expect(number).toBe(`2026-${(ids.card as string).replace(/-/g, '').slice(0, 12).toUpperCase()}`);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="receipt-${number}.pdf"`);
    expect(res.headers['cache-control']).toBe('no-store');
    const text = await receiptText(res);
    for (const expected of [
      'Continental Queens',
      'RECEIPT',
      `No. ${number}`,
      'Continental Queens International Pageant',
      'treasury@queens.example',
      '+44 20 7946 0000',
      'Amara Okafor',
      'amara.receipt@example.com',
      'Continental Queens registration fee $150.00 USD',
      'Total paid',
      'Date paid 14 March 2026, 09:30 UTC',
      'Paid through Card (Stripe)',
      'Provider reference pi_3QxReceipt',
      'Our reference CQ-card',
      `Receipt number ${number}`,
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('Method');
    expect(text).not.toContain('no money was taken');

    // The same number every time it is printed.
    const again = await receiptText(await ownReceipt(ids.card as string, amara));
    expect(again).toContain(`Receipt number ${number}`);
  });

  it('refuses a receipt for an order not paid, with why, in the error envelope', async () => {
    const pending = await ownReceipt(ids.open as string, amara);
    expect(pending.statusCode).toBe(409);
    expect(pending.headers['content-type']).toMatch(/^application\/json/);
    expect(pending.json()).toEqual({
      success: false,
      code: 'conflict',
      message: 'This payment is not complete yet, so there is no receipt for it. A receipt is ready once it is paid.',
    });
    const failed = await ownReceipt(ids.declined as string, amara);
    expect(failed.statusCode).toBe(409);
    expect(failed.json().message).toBe(
      'This payment did not go through and nothing was taken, so there is no receipt for it.',
    );
  });

  it('answers 404 for another payer’s order exactly as for one that does not exist, and 401 to a stranger', async () => {
    const others = await ownReceipt(ids.naira as string, amara);
    const none = await ownReceipt('0b9a7c52-3f1e-4d2a-9c8b-7a6f5e4d3c2b', amara);
    expect(others.statusCode).toBe(404);
    expect(others.json()).toEqual({ success: false, code: 'not_found', message: 'Payment not found.' });
    expect(none.json()).toEqual(others.json());
    // Not even whether it is paid: her pending order answers 404 to someone else too.
    expect((await ownReceipt(ids.open as string, bea)).statusCode).toBe(404);
    expect((await ownReceipt(ids.card as string, null)).statusCode).toBe(401);
    expect((await ownReceipt('not-an-id', amara)).json()).toMatchObject({ success: false, code: 'validation_failed' });
  });

  it('formats another currency as its code, and says when a refunded payment was refunded', async () => {
    const naira = await receiptText(await ownReceipt(ids.naira as string, bea));
    expect(naira).toContain('Continental Queens registration fee NGN 5,000.00');
    expect(naira).toContain('Paid through Paystack');
    expect(naira).toContain('Provider reference PSK-77');
    const refunded = await receiptText(await ownReceipt(ids.refunded as string, bea));
    expect(refunded).toContain('This payment was refunded on 10 February 2026, 12:00 UTC.');
    expect(refunded).toContain('Refunded 10 February 2026, 12:00 UTC');
  });
});

describe('receipts kept once drawn', () => {
  const kept = async (key: string) => {
    const { stream } = await t.app.storage.open(key);
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  };

  it('draws a paid order’s receipt once, keeps it, and sends the kept file to her and to staff after', async () => {
    await order('kept', amara, {
      status: 'paid',
      providerReference: 'pi_kept',
      createdAt: '2026-05-02T09:00:00Z',
      paidAt: '2026-05-02T09:05:00Z',
    });
    const id = ids.kept as string;
    const drawnBefore = t.app.workers.stats().completed;
    const first = await ownReceipt(id, amara);
    expect(await receiptText(first)).toContain('Provider reference pi_kept');
    expect(t.app.workers.stats().completed).toBe(drawnBefore + 1);
    expect((await kept(receiptKey(id, null))).equals(first.rawPayload)).toBe(true);

    const again = await ownReceipt(id, amara);
    const forStaff = await staffReceipt(id, reader);
    expect(again.statusCode).toBe(200);
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(forStaff.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(again.headers['content-disposition']).toBe(first.headers['content-disposition']);
    // Nothing was drawn again.
    expect(t.app.workers.stats().completed).toBe(drawnBefore + 1);

    // A refund changes what the receipt says: a new one is drawn and kept beside the first.
    const refundedAt = new Date('2026-05-09T15:00:00Z');
    await t.db.update(orders).set({ status: 'refunded', refundedAt }).where(eq(orders.id, id));
    expect(await receiptText(await ownReceipt(id, amara))).toContain('This payment was refunded on 9 May 2026');
    expect(t.app.workers.stats().completed).toBe(drawnBefore + 2);
    expect((await kept(receiptKey(id, refundedAt))).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });
});

describe('receipts in the back office', () => {
  it('gives staff who may read payments any order’s receipt, and no one else', async () => {
    const text = await receiptText(await staffReceipt(ids.card as string, reader));
    expect(text).toContain('Amara Okafor');
    expect(text).toContain('$150.00 USD');
    expect((await staffReceipt(ids.card as string, outsider)).statusCode).toBe(403);
    expect((await staffReceipt(ids.card as string, loginAs(t.app, amara))).statusCode).toBe(403);
    expect((await staffReceipt(ids.open as string, reader)).json()).toMatchObject({ success: false, code: 'conflict' });
    const missing = await staffReceipt('0b9a7c52-3f1e-4d2a-9c8b-7a6f5e4d3c2b', reader);
    expect(missing.json()).toEqual({ success: false, code: 'not_found', message: 'Payment not found.' });
  });

  it('prints how a payment staff recorded was made, and that a waived fee took no money', async () => {
    const zola = await createUser(t.db, { firstName: 'Zola', lastName: 'Dlamini', email: 'zola.receipt@example.com' });
    const naledi = await createUser(t.db, {
      firstName: 'Naledi',
      lastName: 'Mokoena',
      email: 'naledi.receipt@example.com',
    });
    const record = (userId: string, payload: object) =>
      t.app.inject({
        method: 'POST',
        url: `/api/admin/users/${userId}/manual-payment`,
        headers: treasurer.headers,
        payload,
      });
    const transfer = (await record(zola.id, { method: 'bank_transfer', reference: 'BANK-2026-0042' })).json().data;
    const waiver = (await record(naledi.id, { method: 'waiver', note: 'Scholarship' })).json().data;

    const transferText = await receiptText(await ownReceipt(transfer._id, zola));
    expect(transferText).toContain('Paid through Recorded by the organisers');
    expect(transferText).toContain('Method Bank transfer');
    expect(transferText).toContain('Provider reference BANK-2026-0042');
    expect(transferText).toContain('$150.00 USD');
    expect(transferText).not.toContain('Scholarship');

    const waiverText = await receiptText(await staffReceipt(waiver._id, reader));
    expect(waiverText).toContain('Method Fee waived');
    expect(waiverText).toContain('Total (waived)');
    expect(waiverText).toContain('$0.00 USD');
    expect(waiverText).toContain('The registration fee was waived by the organisers: no money was taken.');
    expect(waiverText).toContain('Date waived');
    // Staff's reason stays in the back office.
    expect(waiverText).not.toContain('Scholarship');
  });

  it('prints the receipt in her language: French words and formats, Arabic right to left with amounts kept whole', async () => {
    const receiptIn = async (language: 'fr' | 'ar', email: string) => {
      const payer = await createUser(t.db, { firstName: 'Amira', lastName: 'Haddad', email });
      await t.db.update(users).set({ language }).where(eq(users.id, payer.id));
      await order(`in-${language}`, payer, {
        status: 'refunded',
        providerReference: `pi_${language}`,
        createdAt: '2026-05-01T08:00:00Z',
        paidAt: '2026-05-01T08:05:00Z',
        refundedAt: '2026-05-09T10:00:00Z',
      });
      return receiptText(await ownReceipt(ids[`in-${language}`] as string, payer));
    };
    const french = await receiptIn('fr', 'amira.fr@example.com');
    for (const expected of [
      'REÇU',
      'ÉMIS PAR',
      'Frais d’inscription au concours Continental Queens',
      'Total payé',
      'Date du paiement',
      'Payé via Carte bancaire (Stripe)',
      'Notre référence CQ-in-fr',
      'Ce paiement a été remboursé le',
    ]) {
      expect(french).toContain(expected);
    }
    expect(french).toMatch(/150,00\s\$US/);
    for (const english of ['RECEIPT', 'Total paid', 'Paid through', 'Our reference'])
      expect(french).not.toContain(english);

    // The reader's text of an Arabic receipt: each word's letters as written, the words in the line's visual order.
    const arabic = await receiptIn('ar', 'amira.ar@example.com');
    for (const word of ['إيصال', 'المدفوع', 'تفاصيل', 'مرجعنا', 'الإيصال']) expect(arabic).toContain(word);
    expect(arabic).toContain('150.00 US$');
    expect(arabic).toContain('CQ-in-ar');
    for (const english of ['RECEIPT', 'Total paid', 'Paid through', 'Our reference'])
      expect(arabic).not.toContain(english);
  });

  it('lists one payer’s orders for her record', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/admin/payments?userId=${bea.id}`,
      headers: reader.headers,
    });
    expect(res.json().data.payments.map((p: { reference: string }) => p.reference)).toEqual([
      'CQ-naira',
      'CQ-refunded',
    ]);
  });
});
