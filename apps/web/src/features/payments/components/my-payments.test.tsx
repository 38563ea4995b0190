import { AUTOMATIC_REFUND_MESSAGES, type MyPayment } from '@cq/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../../../lib/storage-keys';
import { mockApi } from '../../../test/mock-api';
import { SAMPLE_PAYMENT_ID, samplePayment } from '../../../test/my-payments';
import { renderRoute } from '../../../test/render';
import { MyPayments } from './my-payments';

const PAID = SAMPLE_PAYMENT_ID;
const FAILED = '9a1d0c3e-0000-4000-8000-000000000002';
const LIST = [
  samplePayment({}),
  samplePayment({
    _id: FAILED,
    reference: 'CQ-declined',
    status: 'failed',
    paidAt: null,
    receiptNumber: null,
    createdAt: '2026-03-13T09:00:00.000Z',
  }),
];
const mine = (payments: MyPayment[]) => () => ({ body: { success: true, data: { payments } } });

let click: ReturnType<typeof vi.spyOn>;
const createObjectURL = vi.fn((_blob: Blob) => 'blob:receipt');
beforeEach(() => {
  localStorage.setItem(STORAGE_KEYS.token, 'jwt');
  vi.stubGlobal(
    'URL',
    class extends URL {
      static override createObjectURL = createObjectURL;
      static override revokeObjectURL = vi.fn();
    },
  );
  click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
});
afterEach(() => {
  click.mockRestore();
  createObjectURL.mockClear();
  vi.unstubAllGlobals();
});

const render = () => renderRoute(<MyPayments />, { at: '/user/home', path: '/user/home' });

describe('her payments and receipts', () => {
  it('a payment that was not taken reads as refunded, says why, and has no receipt', async () => {
    mockApi({
      'GET /payments/mine': mine([
        samplePayment({ status: 'paid', autoRefund: 'second-fee', receiptNumber: null, reference: 'CQ-second' }),
      ]),
    });
    render();
    const list = await screen.findByRole('list', { name: 'Your payments' });
    const [row] = within(list).getAllByRole('listitem') as [HTMLElement];
    expect(row).toHaveTextContent('Refunded');
    expect(row).not.toHaveTextContent('Paid');
    expect(row).toHaveTextContent(AUTOMATIC_REFUND_MESSAGES['second-fee']);
    expect(within(row).queryByRole('button')).toBeNull();
  });

  it('lists her payments and offers a receipt only for the one that went through', async () => {
    mockApi({ 'GET /payments/mine': mine(LIST) });
    render();
    const list = await screen.findByRole('list', { name: 'Your payments' });
    const [paid, failed] = within(list).getAllByRole('listitem') as [HTMLElement, HTMLElement];
    expect(paid).toHaveTextContent('$150.00 USD');
    expect(paid).toHaveTextContent('Paid');
    expect(paid).toHaveTextContent('14 Mar 2026 · Card (Stripe)');
    expect(paid).toHaveTextContent('Receipt 2026-9A1D0C3E0000');
    expect(within(paid).getByRole('button', { name: 'Receipt (PDF), receipt 2026-9A1D0C3E0000' })).toBeEnabled();
    expect(failed).toHaveTextContent('Failed');
    expect(failed).toHaveTextContent('Not completed: nothing was taken');
    expect(within(failed).queryByRole('button')).toBeNull();
  });

  it('downloads the receipt with her session under the name the server gives it', async () => {
    const server = mockApi({
      'GET /payments/mine': mine(LIST),
      [`GET /payments/${PAID}/receipt.pdf`]: () => ({
        body: '%PDF-1.7',
        headers: {
          'content-type': 'application/pdf',
          'content-disposition': 'attachment; filename="receipt-2026-9A1D0C3E0000.pdf"',
        },
      }),
    });
    render();
    fireEvent.click(await screen.findByRole('button', { name: /^Receipt \(PDF\)/ }));
    await waitFor(() => expect(click).toHaveBeenCalledOnce());
    const anchor = click.mock.contexts[0] as HTMLAnchorElement;
    expect(anchor.download).toBe('receipt-2026-9A1D0C3E0000.pdf');
    expect(anchor.href).toBe('blob:receipt');
    const [call] = server.callsTo(`GET /payments/${PAID}/receipt.pdf`);
    expect(call?.authorization).toBe('Bearer jwt');
    const init = server.fetchMock.mock.calls.find(([u]) => String(u).endsWith('receipt.pdf'))?.[1];
    expect(new Headers(init?.headers).get('accept')).toBe('application/pdf');
  });

  it('shows the server’s reason when a receipt is refused', async () => {
    mockApi({
      'GET /payments/mine': mine(LIST),
      [`GET /payments/${PAID}/receipt.pdf`]: () => ({
        status: 404,
        body: { success: false, code: 'not_found', message: 'Payment not found.' },
      }),
    });
    render();
    fireEvent.click(await screen.findByRole('button', { name: /^Receipt \(PDF\)/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Payment not found.');
    expect(click).not.toHaveBeenCalled();
  });

  it('says when there is nothing yet', async () => {
    mockApi({ 'GET /payments/mine': mine([]) });
    render();
    expect(await screen.findByText('You have not made any payments yet.')).toBeInTheDocument();
  });
});
