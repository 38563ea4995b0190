import { randomUUID } from 'node:crypto';
import { BILLING_SETTINGS_MESSAGES, DEFAULT_REGISTRATION_SETTINGS, ERROR_CODES, INVOICE_MESSAGES } from '@cq/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, creditNotes, invoices, orders } from '../src/db/schema';
import { createUser, loginAs } from '../src/dev/factories';
import { createStaff, type Staff } from '../src/dev/staff-factories';
import { setSetting } from '../src/modules/settings/service';
import { paidTestOrder } from './support/payments';
import { pdfText } from './support/pdf-text';
import { testAppForFile } from './support/test-app';

const t = testAppForFile({ env: { RATE_LIMIT_MAX: '1000000' } });
let treasurer: Staff;
let reader: Staff;
const year = new Date().getUTCFullYear();

const BILLING = { legalName: 'Continental Queens Ltd', address: '12 Crown Street\nLagos', taxNumber: 'NG 1234-5678' };

beforeAll(async () => {
  await setSetting(t.db, 'registration', { ...DEFAULT_REGISTRATION_SETTINGS, fee: 150, currency: 'USD' });
  treasurer = await createStaff(t.app, 'admin', [
    { resource: 'payments', actions: ['read', 'update', 'export'] },
    { resource: 'settings', actions: ['read', 'update'] },
  ]);
  reader = await createStaff(t.app, 'admin', [{ resource: 'payments', actions: ['read'] }]);
});

/** A fee paid at the test provider (its books say approved), by a payer of this language. */
const paidOrder = (amountMinor = 15000, language = 'en', paidAt = new Date()) =>
  paidTestOrder(t.db, amountMinor, { language }, paidAt);

const ask = (user: { id: string }, orderId: string, payload: object) =>
  t.app.inject({
    method: 'POST',
    url: `/api/payments/${orderId}/invoice`,
    headers: loginAs(t.app, user).headers,
    payload,
  });
const billing = { name: 'Amara Okafor', address: '4 Palm Avenue\nAccra', taxNumber: '' };
const saveBilling = (payload: object, who: Staff = treasurer) =>
  t.app.inject({ method: 'PUT', url: '/api/admin/settings/billing', headers: who.headers, payload });
const refund = (orderId: string, amountMinor: number) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/payments/${orderId}/refunds`,
    headers: treasurer.headers,
    payload: { amountMinor, reason: 'Withdrew before the deadline', idempotencyKey: randomUUID() },
  });
const sequence = (number: string) => Number(number.slice(-6));

describe('invoices', () => {
  it('refuses an invoice until the organisers give their billing details, and validates them', async () => {
    const { user, order } = await paidOrder();
    const early = await ask(user, order.id, billing);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ success: false, code: ERROR_CODES.billingNotSet });

    const bad = await saveBilling({ legalName: '', address: 'x', taxNumber: '12' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toMatchObject({
      legalName: BILLING_SETTINGS_MESSAGES.legalName,
      address: BILLING_SETTINGS_MESSAGES.address,
      taxNumber: BILLING_SETTINGS_MESSAGES.taxNumber,
    });
    expect((await saveBilling(BILLING, reader)).statusCode).toBe(403);

    const saved = await saveBilling(BILLING);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.settings.billing).toEqual({ ...BILLING, taxNumber: 'NG12345678' });
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'settings.billing'));
    expect(entry?.summary).toContain('billing details');
  });

  it('makes one invoice per order: asking twice, even at once, answers the same number', async () => {
    const { user, order } = await paidOrder();
    const answers = await Promise.all([1, 2, 3].map(() => ask(user, order.id, billing)));
    for (const a of answers) expect(a.statusCode, a.body).toBe(200);
    const numbers = new Set(answers.map((a) => a.json().data.invoice.number));
    expect(numbers.size).toBe(1);
    expect([...numbers][0]).toMatch(new RegExp(`^${year}-\\d{6}$`));
    expect(answers[0]?.json().message).toBe(INVOICE_MESSAGES.issued);

    // Asked again later with other details: still the same invoice, as it was issued.
    const again = await ask(user, order.id, { ...billing, name: 'Someone Else' });
    expect(again.json().data.invoice.number).toBe([...numbers][0]);
    const rows = await t.db.select().from(invoices).where(eq(invoices.orderId, order.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ billingName: 'Amara Okafor', billingTaxNumber: null, amountMinor: 15000 });

    const mine = await t.app.inject({
      method: 'GET',
      url: '/api/payments/mine',
      headers: loginAs(t.app, user).headers,
    });
    expect(mine.json().data.payments[0].invoice).toMatchObject({ number: [...numbers][0], creditNotes: [] });
  });

  it('numbers concurrent invoices of different orders without a gap or a repeat', async () => {
    const paid = await Promise.all(Array.from({ length: 8 }, () => paidOrder()));
    const answers = await Promise.all(paid.map(({ user, order }) => ask(user, order.id, billing)));
    for (const a of answers) expect(a.statusCode, a.body).toBe(200);
    const all = (await t.db.select({ sequence: invoices.sequence, year: invoices.year }).from(invoices))
      .filter((r) => r.year === year)
      .map((r) => r.sequence)
      .sort((a, b) => a - b);
    expect(all).toEqual(Array.from({ length: all.length }, (_, i) => i + 1));
    const mine = answers.map((a) => sequence(a.json().data.invoice.number));
    expect(new Set(mine).size).toBe(8);
  });

  it('refuses what took no money, another payer’s order and a bad billing address', async () => {
    const { user, order } = await paidOrder();
    const other = await createUser(t.db);
    expect((await ask(other, order.id, billing)).statusCode).toBe(404);
    const bad = await ask(user, order.id, { name: ' ', address: 'ab', taxNumber: '!!' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toMatchObject({
      name: INVOICE_MESSAGES.billingName,
      address: INVOICE_MESSAGES.billingAddress,
      taxNumber: INVOICE_MESSAGES.taxNumber,
    });
    await t.db.update(orders).set({ status: 'pending', paidAt: null }).where(eq(orders.id, order.id));
    const pending = await ask(user, order.id, billing);
    expect(pending.statusCode).toBe(409);
    expect(pending.json().code).toBe(ERROR_CODES.notInvoiceable);
    expect(await t.db.select().from(invoices).where(eq(invoices.orderId, order.id))).toHaveLength(0);
  });

  it('draws the invoice in her language with both parties’ details', async () => {
    const { user, order } = await paidOrder(15000, 'fr');
    const made = await ask(user, order.id, { ...billing, taxNumber: 'GH-0012 3456' });
    const number = made.json().data.invoice.number as string;
    const pdf = await t.app.inject({
      method: 'GET',
      url: `/api/payments/${order.id}/invoice.pdf`,
      headers: loginAs(t.app, user).headers,
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-disposition']).toContain(`invoice-${number}.pdf`);
    const { text } = await pdfText(pdf.rawPayload);
    expect(text).toContain('FACTURE');
    expect(text).toContain(number);
    expect(text).toContain('Continental Queens Ltd');
    expect(text).toContain('Amara Okafor');
    expect(text).toContain('GH00123456');
    const staff = await t.app.inject({
      method: 'GET',
      url: `/api/admin/payments/${order.id}/invoice.pdf`,
      headers: reader.headers,
    });
    expect(staff.statusCode).toBe(200);
  });
});

describe('credit notes', () => {
  it('gives each partial refund of an invoiced order a credit note in its own series, referring to the invoice', async () => {
    const { user, order } = await paidOrder();
    const invoice = (await ask(user, order.id, billing)).json().data.invoice;
    expect((await refund(order.id, 4000)).statusCode).toBe(200);
    expect((await refund(order.id, 1000)).statusCode).toBe(200);

    const notes = await t.db.select().from(creditNotes).where(eq(creditNotes.invoiceId, invoice._id));
    expect(notes.map((n) => n.amountMinor).sort()).toEqual([1000, 4000]);
    for (const n of notes) expect(n.number).toMatch(new RegExp(`^CN-${year}-\\d{6}$`));
    const seqs = notes.map((n) => n.sequence).sort((a, b) => a - b);
    expect(seqs[1]).toBe((seqs[0] ?? 0) + 1);

    const mine = await t.app.inject({
      method: 'GET',
      url: '/api/payments/mine',
      headers: loginAs(t.app, user).headers,
    });
    const listed = mine.json().data.payments[0].invoice.creditNotes;
    expect(listed).toHaveLength(2);
    const first = notes.find((n) => n.amountMinor === 4000);
    const pdf = await t.app.inject({
      method: 'GET',
      url: `/api/payments/credit-notes/${first?.id}/credit-note.pdf`,
      headers: loginAs(t.app, user).headers,
    });
    expect(pdf.statusCode).toBe(200);
    const { text } = await pdfText(pdf.rawPayload);
    expect(text).toContain('CREDIT NOTE');
    expect(text).toContain(first?.number);
    expect(text).toContain(invoice.number);
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/admin/payments/${order.id}`,
      headers: reader.headers,
    });
    expect(detail.json().data.invoice).toMatchObject({ number: invoice.number });
    expect(detail.json().data.invoice.creditNotes).toHaveLength(2);
    const staff = await t.app.inject({
      method: 'GET',
      url: `/api/admin/payments/credit-notes/${first?.id}/credit-note.pdf`,
      headers: reader.headers,
    });
    expect(staff.statusCode).toBe(200);
    const stranger = await createUser(t.db);
    const refused = await t.app.inject({
      method: 'GET',
      url: `/api/payments/credit-notes/${first?.id}/credit-note.pdf`,
      headers: loginAs(t.app, stranger).headers,
    });
    expect(refused.statusCode).toBe(404);
  });

  it('credits a refund made before she asked for the invoice when the invoice is made', async () => {
    const { user, order } = await paidOrder();
    expect((await refund(order.id, 2500)).statusCode).toBe(200);
    const invoice = (await ask(user, order.id, billing)).json().data.invoice;
    expect(invoice.creditNotes).toMatchObject([{ amountMinor: 2500 }]);
  });
});

describe('the accounting export', () => {
  it('lists the period’s charges and refunds with their numbers and totals, and is audited', async () => {
    await setSetting(t.db, 'billing', { ...BILLING, taxNumber: null });
    const day = '2021-03-15';
    const inside = new Date(`${day}T10:00:00Z`);
    const a = await paidOrder(15000, 'en', inside);
    const b = await paidOrder(2050, 'en', new Date(`${day}T11:30:00Z`));
    await paidOrder(9999, 'en', new Date('2021-03-17T00:00:00Z'));
    const invoiceNumber = (await ask(a.user, a.order.id, billing)).json().data.invoice.number;
    expect((await refund(a.order.id, 4000)).statusCode).toBe(200);

    const res = await t.app.inject({
      method: 'GET',
      url: `/api/admin/payments/accounting.csv?from=${day}&to=2021-03-16`,
      headers: treasurer.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toContain('accounting-2021-03-15-to-2021-03-16.csv');
    const lines = res.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe(
      'Type,Date (UTC),Order reference,Product,Payer,E-mail,Amount,Currency,Invoice number,Credit note number,Provider,Provider reference',
    );
    const charges = lines.filter((l) => l.startsWith('Charge,'));
    expect(charges).toHaveLength(2);
    expect(charges[0]).toContain(`${a.order.reference}`);
    expect(charges[0]).toContain(',150.00,USD,');
    expect(charges[0]).toContain(invoiceNumber);
    expect(charges[1]).toContain(',20.50,USD,');
    // The refund was settled today, outside the period: the same export for today lists it.
    expect(lines.some((l) => l.startsWith('Refund,'))).toBe(false);
    expect(lines).toContain(',USD,2,170.50,0,0.00,170.50');

    const today = new Date().toISOString().slice(0, 10);
    const now = await t.app.inject({
      method: 'GET',
      url: `/api/admin/payments/accounting.csv?from=${today}&to=${today}`,
      headers: treasurer.headers,
    });
    const refundLine = now.body.split('\r\n').find((l) => l.startsWith('Refund,') && l.includes(a.order.reference));
    expect(refundLine).toContain(',-40.00,USD,');
    expect(refundLine).toMatch(/CN-\d{4}-\d{6}/);

    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'payments.accounting-export'))
      .limit(1);
    expect(entry?.details).toMatchObject({ from: day, to: '2021-03-16', entries: 2 });
    expect(b.order.id).toBeTruthy();
  });

  it('refuses staff without the export permission, and a period that does not make sense', async () => {
    const refused = await t.app.inject({
      method: 'GET',
      url: '/api/admin/payments/accounting.csv?from=2026-01-01&to=2026-01-31',
      headers: reader.headers,
    });
    expect(refused.statusCode).toBe(403);
    const backwards = await t.app.inject({
      method: 'GET',
      url: '/api/admin/payments/accounting.csv?from=2026-02-01&to=2026-01-01',
      headers: treasurer.headers,
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().errors).toMatchObject({ to: 'The period must end on or after the day it starts' });
  });
});
