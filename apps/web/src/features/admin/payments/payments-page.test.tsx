import { currencyTotals } from '@cq/shared/test-support/payment-totals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { format } from 'date-fns';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadMessages } from '../../../i18n/load-catalogue';
import { LocaleProvider } from '../../../i18n/locale-context';
import {
  noCoupons,
  okAnswer,
  PAYMENT_ID,
  paymentsStaff,
  samplePayment,
  samplePaymentDetail,
  samplePaymentList,
  signInStaffAs,
  storeStaff,
} from '../../../test/admin-samples';
import { catchDownloads } from '../../../test/file-downloads';
import { mockApi } from '../../../test/mock-api';
import { renderRoute } from '../../../test/render';
import PaymentsPage from './payments-page';

const ID = PAYMENT_ID;
const PAYMENT = samplePayment();
const list = () => ({ body: { success: true, data: samplePaymentList() } });

beforeEach(() => {
  signInStaffAs(paymentsStaff(['read']));
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Payments page', () => {
  it('shows the totals, sends the filters, and opens an order with its log in sentences', async () => {
    const server = mockApi({
      'GET /admin/coupons': noCoupons,
      'GET /admin/payments': list,
      [`GET /admin/payments/${ID}`]: () => okAnswer(samplePaymentDetail()),
    });
    renderRoute(<PaymentsPage />, { at: '/admin/payments', path: '/admin/payments' });
    const totals = await screen.findByRole('region', { name: 'Totals' });
    expect(within(totals).getByText('$25.00')).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'failed' } });
    fireEvent.change(screen.getByLabelText('Provider'), { target: { value: 'stripe' } });
    await waitFor(() => {
      const last = server.fetchMock.mock.calls.at(-1)?.[0];
      expect(String(last)).toContain('/api/admin/payments?status=failed&provider=stripe&page=1');
    });

    fireEvent.click(await screen.findByRole('button', { name: 'cq_7f3a9' }));
    const log = await screen.findByRole('list', { name: 'Payment log' });
    const items = within(log).getAllByRole('listitem');
    const at = (iso: string) => format(new Date(iso), 'd MMM yyyy, HH:mm');
    expect(items.map((li) => li.querySelector('p')?.textContent)).toEqual([
      `Order started by Amara Okafor on ${at(PAYMENT.createdAt)}`,
      `Payment did not go through, reported by a check with the provider on ${at('2026-03-01T10:00:30.000Z')}`,
      `Payment received, confirmed by the provider on ${at('2026-03-01T10:01:00.000Z')}`,
    ]);
    // The provider's own words stay folded away: never "amount: 2500" in the sentence.
    for (const li of items) expect(li.querySelector('p')?.textContent).not.toContain('amount');
    const raw = within(items[2] as HTMLElement)
      .getByText('Details')
      .closest('details') as HTMLElement;
    expect(raw).not.toHaveAttribute('open');
    expect(raw).toHaveTextContent('type: payment_intent.succeeded');
  });

  it('downloads the CSV of the current filters, every page, for staff who may export', async () => {
    expect(screen.queryByRole('button', { name: 'Export CSV' })).toBeNull();
    storeStaff(paymentsStaff(['read', 'export']));
    window.history.pushState({}, '', '/admin/payments');
    const { click } = catchDownloads('blob:payments');
    const server = mockApi({
      'GET /admin/coupons': noCoupons,
      'GET /admin/payments': list,
      'GET /admin/payments/export.csv': () => ({
        body: 'csv',
        headers: { 'content-disposition': 'attachment; filename="payments-2026-11-26.csv"' },
      }),
    });
    renderRoute(<PaymentsPage />, {
      at: '/admin/payments?status=paid&from=2026-11-01&page=3',
      path: '/admin/payments',
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText('Downloading payments-2026-11-26.csv')).toBeInTheDocument();
    const url = server.fetchMock.mock.calls.map(([u]) => String(u)).find((u) => u.includes('export.csv'));
    expect(new URL(url ?? '', 'http://x').searchParams.toString()).toBe('status=paid&from=2026-11-01');
    expect(click).toHaveBeenCalledOnce();
    click.mockRestore();
  });

  it('downloads a paid order’s receipt from its row, and offers none for an order not paid', async () => {
    window.history.pushState({}, '', '/admin/payments');
    const { click } = catchDownloads('blob:receipt');
    const pending = {
      ...PAYMENT,
      _id: '9a1d0c3e-0000-4000-8000-000000000002',
      reference: 'cq_open',
      status: 'pending',
    };
    const server = mockApi({
      'GET /admin/coupons': noCoupons,
      'GET /admin/payments': () => ({
        body: { ...list().body, data: { ...list().body.data, payments: [PAYMENT, pending], total: 2 } },
      }),
      [`GET /admin/payments/${ID}/receipt.pdf`]: () => ({
        body: '%PDF-1.7',
        headers: {
          'content-type': 'application/pdf',
          'content-disposition': 'attachment; filename="receipt-2026-9A1D0C3E0000.pdf"',
        },
      }),
    });
    renderRoute(<PaymentsPage />, { at: '/admin/payments', path: '/admin/payments' });
    expect(await screen.findByRole('button', { name: 'Download the receipt of cq_7f3a9' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Download the receipt of cq_open' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Download the receipt of cq_7f3a9' }));
    await waitFor(() => expect(click).toHaveBeenCalledOnce());
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('receipt-2026-9A1D0C3E0000.pdf');
    expect(server.callsTo(`GET /admin/payments/${ID}/receipt.pdf`)[0]?.authorization).toBe('Bearer jwt');
    click.mockRestore();
  });

  it('filters by the day orders were paid and a status, and shows each currency’s totals of the selection', async () => {
    const totals = {
      paidCount: 3,
      paidAmountMinor: { EUR: 12000, USD: 30000 },
      byCurrency: [
        currencyTotals('EUR', [2, 24000], [1, 12000], [1, 12000]),
        currencyTotals('USD', [2, 30000], [2, 30000], [0, 0]),
      ],
    };
    const server = mockApi({
      'GET /admin/coupons': noCoupons,
      'GET /admin/payments': () => ({ body: { ...list().body, data: { ...list().body.data, total: 4, totals } } }),
    });
    renderRoute(<PaymentsPage />, { at: '/admin/payments', path: '/admin/payments' });
    const table = await screen.findByRole('table', { name: 'Totals by currency' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => Array.from(r.children, (c) => c.textContent))).toEqual([
      ['EUR', '2', '€240.00', '€120.00(1)', '€120.00(1)'],
      ['USD', '2', '$300.00', '$300.00(2)', '$0.00(0)'],
    ]);
    expect(within(screen.getByRole('region', { name: 'Totals' })).getByText('€120.00 · $300.00')).toBeInTheDocument();

    expect(screen.getByLabelText('Period by')).toHaveDisplayValue('Order created');
    fireEvent.change(screen.getByLabelText('Period by'), { target: { value: 'paid' } });
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-03-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-03-31' } });
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'paid' } });
    await waitFor(() => {
      const last = new URL(String(server.fetchMock.mock.calls.at(-1)?.[0]), 'http://x');
      expect(Object.fromEntries(last.searchParams)).toEqual({
        status: 'paid',
        dates: 'paid',
        from: '2026-03-01',
        to: '2026-03-31',
        page: '1',
      });
    });
  });

  it('shows what was refunded of each order in the list', async () => {
    mockApi({
      'GET /admin/coupons': noCoupons,
      'GET /admin/payments': () => ({
        body: { ...list().body, data: { ...list().body.data, payments: [{ ...PAYMENT, refundedMinor: 700 }] } },
      }),
    });
    renderRoute(<PaymentsPage />, { at: '/admin/payments', path: '/admin/payments' });
    const table = await screen.findByRole('table', { name: 'Payments' });
    expect(await within(table).findByText('Refunded $7.00')).toBeInTheDocument();
    // Status first; the orders come before the coupon codes, which have a section of their own below.
    expect(within(table).getAllByRole('columnheader')[0]).toHaveTextContent('Status');
    const coupons = await screen.findByRole('heading', { name: 'Coupons' });
    expect(table.compareDocumentPosition(coupons) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('refunds part of an order: the remaining amount prefilled, a reason required, confirmed, sent once with its key', async () => {
    storeStaff(paymentsStaff(['read', 'update']));
    window.history.pushState({}, '', '/admin/payments');
    let refunded: unknown[] = [];
    const detail = () => ({
      body: {
        success: true,
        data: {
          ...samplePaymentDetail(samplePayment({ refundedMinor: 500 })),
          events: [],
          refunds: [
            {
              _id: '9a1d0c3e-0000-4000-8000-0000000000r1',
              amountMinor: 500,
              currency: 'USD',
              state: 'succeeded',
              reason: 'Travel grant',
              providerRefundId: 're_1',
              failureReason: null,
              requestedBy: 'x',
              requestedByName: 'Ana Silva',
              createdAt: '2026-03-02T10:00:00.000Z',
              settledAt: '2026-03-02T10:00:05.000Z',
            },
            ...refunded,
          ],
          refundableMinor: 2000,
        },
      },
    });
    const server = mockApi({
      'GET /admin/coupons': noCoupons,
      'GET /admin/payments': list,
      [`GET /admin/payments/${ID}`]: detail,
      [`POST /admin/payments/${ID}/refunds`]: (call) => {
        const b = call.body as { amountMinor: number; reason: string };
        refunded = [
          {
            _id: '9a1d0c3e-0000-4000-8000-0000000000r2',
            amountMinor: b.amountMinor,
            currency: 'USD',
            state: 'requested',
            reason: b.reason,
            providerRefundId: 're_2',
            failureReason: null,
            requestedBy: 'x',
            requestedByName: 'Ana Silva',
            createdAt: '2026-03-03T10:00:00.000Z',
            settledAt: null,
          },
        ];
        return {
          body: {
            success: true,
            message: 'Refund requested: it is counted once the provider confirms it.',
            data: refunded[0],
          },
        };
      },
    });
    renderRoute(<PaymentsPage />, { at: '/admin/payments', path: '/admin/payments' });
    fireEvent.click(await screen.findByRole('button', { name: 'cq_7f3a9' }));
    const log = await screen.findByRole('list', { name: 'Payment log' });
    const first = within(log)
      .getByText(/^Refunded \$5\.00 by Ana Silva on /)
      .closest('p');
    expect(first).toHaveTextContent(
      `Refunded $5.00 by Ana Silva on ${format(new Date('2026-03-02T10:00:00.000Z'), 'd MMM yyyy, HH:mm')} — Travel grant`,
    );

    const amount = screen.getByLabelText('Amount (USD)');
    expect(amount).toHaveValue('20.00');
    fireEvent.click(screen.getByRole('button', { name: 'Refund' }));
    expect(await screen.findByText('Say why it is refunded')).toBeInTheDocument();
    expect(server.callsTo(`POST /admin/payments/${ID}/refunds`)).toHaveLength(0);

    fireEvent.change(amount, { target: { value: '12.50' } });
    fireEvent.change(screen.getByLabelText(/Reason/), { target: { value: 'Withdrew before the final' } });
    fireEvent.click(screen.getByRole('button', { name: 'Refund' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refund this payment?' });
    expect(within(dialog).getByText(/\$12\.50 goes back to the payer/)).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));

    expect(
      await screen.findByText('Refund requested: it is counted once the provider confirms it.'),
    ).toBeInTheDocument();
    const calls = server.callsTo(`POST /admin/payments/${ID}/refunds`);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.body).toMatchObject({ amountMinor: 1250, reason: 'Withdrew before the final' });
    expect(calls[0]?.body).toMatchObject({ idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    // The order is read again: the new refund shows, awaiting the provider.
    expect(
      await within(await screen.findByRole('list', { name: 'Payment log' })).findByText(
        /Refund of \$12\.50 asked by Ana Silva on .*, awaiting the provider/,
      ),
    ).toBeInTheDocument();
  });

  it('shows the server’s refusal when the amount is more than what remains', async () => {
    storeStaff(paymentsStaff(['read', 'update']));
    window.history.pushState({}, '', '/admin/payments');
    mockApi({
      'GET /admin/coupons': noCoupons,
      'GET /admin/payments': list,
      [`GET /admin/payments/${ID}`]: () => okAnswer({ ...samplePaymentDetail(), events: [] }),
      [`POST /admin/payments/${ID}/refunds`]: () => ({
        status: 409,
        body: { success: false, code: 'conflict', message: 'That is more than what remains to refund on this order.' },
      }),
    });
    renderRoute(<PaymentsPage />, { at: '/admin/payments', path: '/admin/payments' });
    fireEvent.click(await screen.findByRole('button', { name: 'cq_7f3a9' }));
    fireEvent.change(await screen.findByLabelText(/Reason/), { target: { value: 'Overpaid' } });
    fireEvent.click(screen.getByRole('button', { name: 'Refund' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Refund this payment?' })).getByRole('button', {
        name: 'Refund',
      }),
    );
    expect(await screen.findByText('That is more than what remains to refund on this order.')).toBeInTheDocument();
  });
});

describe('Payments page in other languages', () => {
  it('reads in French: the title, the columns, the statuses and the totals, with the amounts in French', async () => {
    mockApi({ 'GET /admin/coupons': noCoupons, 'GET /admin/payments': list });
    renderRoute(
      <LocaleProvider locale="fr" messages={await loadMessages('fr')}>
        <PaymentsPage />
      </LocaleProvider>,
      { at: '/admin/payments', path: '/admin/payments' },
    );
    expect(await screen.findByRole('heading', { name: 'Paiements', level: 1 })).toBeInTheDocument();
    const totals = await screen.findByRole('region', { name: 'Totaux' });
    expect(within(totals).getByText('Encaissé')).toBeInTheDocument();
    expect(within(totals).getByText(/^25,00\s\$US$/)).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Commande' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Codes promo' })).toBeInTheDocument();
    expect(screen.getAllByText('Payée').length).toBeGreaterThan(0);
  });

  it('reads in Arabic: the title, the filters and the coupons', async () => {
    mockApi({ 'GET /admin/coupons': noCoupons, 'GET /admin/payments': list });
    renderRoute(
      <LocaleProvider locale="ar" messages={await loadMessages('ar')}>
        <PaymentsPage />
      </LocaleProvider>,
      { at: '/admin/payments', path: '/admin/payments' },
    );
    expect(await screen.findByRole('heading', { name: 'المدفوعات', level: 1 })).toBeInTheDocument();
    expect(screen.getByLabelText('مزوّد الدفع')).toBeInTheDocument();
    expect(await screen.findByText('لا توجد رموز خصم بعد.')).toBeInTheDocument();
  });
});
