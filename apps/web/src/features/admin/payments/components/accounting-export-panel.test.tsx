import { ACCOUNTING_EXPORT_MESSAGES } from '@cq/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '#web/lib/storage-keys';
import { EMPTY_PAYMENT_LIST, noCoupons, okAnswer, paymentsStaff, storeStaff } from '#web/test/admin-samples';
import { catchDownloads } from '#web/test/file-downloads';
import { mockApi } from '#web/test/mock-api';
import { renderRoute } from '#web/test/render';
import PaymentsPage from '../payments-page';

const EMPTY_LIST = () => okAnswer(EMPTY_PAYMENT_LIST);
const staff = (actions: string[]) => storeStaff(paymentsStaff(actions));

let click: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  localStorage.setItem(STORAGE_KEYS.token, 'jwt');
  window.history.pushState({}, '', '/admin/payments');
  ({ click } = catchDownloads('blob:accounting'));
});
afterEach(() => {
  click.mockRestore();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const render = () => renderRoute(<PaymentsPage />, { at: '/admin/payments', path: '/admin/payments' });

describe('the accounting export', () => {
  it('is not offered to staff who may not export', async () => {
    staff(['read']);
    mockApi({ 'GET /admin/coupons': noCoupons, 'GET /admin/payments': EMPTY_LIST });
    render();
    await screen.findByRole('heading', { name: 'Payments', level: 1 });
    expect(screen.queryByRole('form', { name: 'Accounting export' })).toBeNull();
  });

  it('checks the period with the shared rule, then downloads the CSV of the days chosen', async () => {
    staff(['read', 'export']);
    const server = mockApi({
      'GET /admin/coupons': noCoupons,
      'GET /admin/payments': EMPTY_LIST,
      'GET /admin/payments/accounting.csv': () => ({
        body: 'csv',
        headers: { 'content-disposition': 'attachment; filename="accounting-2026-01-01-to-2026-03-31.csv"' },
      }),
    });
    render();
    const form = await screen.findByRole('form', { name: 'Accounting export' });
    fireEvent.change(within(form).getByLabelText('First day'), { target: { value: '2026-04-01' } });
    fireEvent.change(within(form).getByLabelText('Last day'), { target: { value: '2026-03-31' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Download CSV' }));
    expect(await within(form).findByText(ACCOUNTING_EXPORT_MESSAGES.order)).toBeInTheDocument();
    const asked = () => server.fetchMock.mock.calls.map(([u]) => String(u)).filter((u) => u.includes('accounting.csv'));
    expect(asked()).toHaveLength(0);

    fireEvent.change(within(form).getByLabelText('First day'), { target: { value: '2026-01-01' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(asked()).toHaveLength(1));
    expect(new URL(asked()[0] ?? '', 'http://x').searchParams.toString()).toBe('from=2026-01-01&to=2026-03-31');
    await waitFor(() => expect(click).toHaveBeenCalledOnce());
  });
});
