import { INVOICE_MESSAGES, type Locale, type MyPayment } from '@cq/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadMessages } from '../../../i18n/load-catalogue';
import { LocaleProvider } from '../../../i18n/locale-context';
import { STORAGE_KEYS } from '../../../lib/storage-keys';
import { mockApi } from '../../../test/mock-api';
import { SAMPLE_PAYMENT_ID, samplePayment } from '../../../test/my-payments';
import { renderRoute } from '../../../test/render';
import { allowSlowPaymentScreens } from '../test/gate-harness';
import { MyPayments } from './my-payments';

allowSlowPaymentScreens();

const ORDER = SAMPLE_PAYMENT_ID;
const INVOICE = '9a1d0c3e-0000-4000-8000-0000000000aa';
const NOTE = '9a1d0c3e-0000-4000-8000-0000000000bb';
const payment = (over: Partial<MyPayment> = {}) => samplePayment({ invoice: null, ...over });
const INVOICED = {
  _id: INVOICE,
  number: '2026-000007',
  issuedAt: '2026-03-15T10:00:00.000Z',
  creditNotes: [{ _id: NOTE, number: 'CN-2026-000002', amountMinor: 4000, issuedAt: '2026-03-16T10:00:00.000Z' }],
};
const mine = (payments: MyPayment[]) => () => ({ body: { success: true, data: { payments } } });

async function renderIn(locale: Locale, element: ReactElement) {
  const messages = await loadMessages(locale);
  return renderRoute(
    <LocaleProvider locale={locale} messages={messages}>
      {element}
    </LocaleProvider>,
    { at: '/user/home', path: '/user/home' },
  );
}

beforeEach(() => localStorage.setItem(STORAGE_KEYS.token, 'jwt'));
afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('her invoice request', () => {
  it('checks the billing details with the shared rule, sends them, and shows the invoice once issued', async () => {
    let payments = [payment()];
    const api = mockApi({
      'GET /payments/mine': () => mine(payments)(),
      [`POST /payments/${ORDER}/invoice`]: () => {
        payments = [payment({ invoice: { ...INVOICED, creditNotes: [] } })];
        return {
          body: { success: true, message: INVOICE_MESSAGES.issued, data: { invoice: INVOICED } },
        };
      },
    });
    await renderIn('en', <MyPayments />);
    fireEvent.click(await screen.findByRole('button', { name: 'Request an invoice' }));
    const form = screen.getByRole('form', { name: 'Who is the invoice made out to?' });

    // Nothing given: each field says what it needs, and nothing is sent.
    fireEvent.change(within(form).getByLabelText('Tax number (optional)'), { target: { value: '!' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Issue my invoice' }));
    expect(await within(form).findByText(INVOICE_MESSAGES.billingName)).toBeInTheDocument();
    expect(within(form).getByText(INVOICE_MESSAGES.billingAddress)).toBeInTheDocument();
    expect(within(form).getByText(INVOICE_MESSAGES.taxNumber)).toBeInTheDocument();
    expect(api.callsTo(`POST /payments/${ORDER}/invoice`)).toHaveLength(0);

    fireEvent.change(within(form).getByLabelText('Name or company'), { target: { value: 'Amara Okafor' } });
    fireEvent.change(within(form).getByLabelText('Billing address'), {
      target: { value: '4 Palm Avenue\nAccra' },
    });
    fireEvent.change(within(form).getByLabelText('Tax number (optional)'), { target: { value: 'gh 0012-3456' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Issue my invoice' }));
    await waitFor(() => expect(api.callsTo(`POST /payments/${ORDER}/invoice`)).toHaveLength(1));
    expect(api.callsTo(`POST /payments/${ORDER}/invoice`)[0]?.body).toEqual({
      name: 'Amara Okafor',
      address: '4 Palm Avenue\nAccra',
      taxNumber: 'GH00123456',
    });
    expect(await screen.findByText('Invoice no. 2026-000007')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Invoice \(PDF\)/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Request an invoice' })).toBeNull();
  });

  it('shows the server’s refusal beside the form and keeps what she typed', async () => {
    mockApi({
      'GET /payments/mine': mine([payment()]),
      [`POST /payments/${ORDER}/invoice`]: () => ({
        status: 409,
        body: { success: false, message: INVOICE_MESSAGES.billingNotSet, code: 'billing_not_set' },
      }),
    });
    await renderIn('en', <MyPayments />);
    fireEvent.click(await screen.findByRole('button', { name: 'Request an invoice' }));
    const form = screen.getByRole('form', { name: 'Who is the invoice made out to?' });
    fireEvent.change(within(form).getByLabelText('Name or company'), { target: { value: 'Amara Okafor' } });
    fireEvent.change(within(form).getByLabelText('Billing address'), { target: { value: '4 Palm Avenue, Accra' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Issue my invoice' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(INVOICE_MESSAGES.billingNotSet);
    expect(within(form).getByLabelText('Name or company')).toHaveValue('Amara Okafor');
  });

  it('offers no invoice for a waived fee, and lists an issued invoice with its credit notes', async () => {
    mockApi({
      'GET /payments/mine': mine([
        payment({ method: 'waiver', provider: 'manual', amountMinor: 0, reference: 'CQ-waived' }),
        payment({ _id: '9a1d0c3e-0000-4000-8000-000000000009', reference: 'CQ-invoiced', invoice: INVOICED }),
      ]),
    });
    await renderIn('en', <MyPayments />);
    const list = await screen.findByRole('list', { name: 'Your payments' });
    const [waived, invoiced] = within(list).getAllByRole('listitem') as [HTMLElement, HTMLElement];
    expect(within(waived).queryByRole('button', { name: 'Request an invoice' })).toBeNull();
    expect(within(invoiced).getByRole('button', { name: /Credit note CN-2026-000002 \(PDF\)/ })).toBeInTheDocument();
  });

  it('reads in French, with the shared rule’s message in French', async () => {
    mockApi({ 'GET /payments/mine': mine([payment()]) });
    await renderIn('fr', <MyPayments />);
    fireEvent.click(await screen.findByRole('button', { name: 'Demander une facture' }));
    const form = screen.getByRole('form', { name: 'À quel nom établir la facture\u00a0?' });
    fireEvent.click(within(form).getByRole('button', { name: 'Émettre ma facture' }));
    expect(await within(form).findByText('Saisissez le nom auquel la facture est établie.')).toBeInTheDocument();
  });
});
