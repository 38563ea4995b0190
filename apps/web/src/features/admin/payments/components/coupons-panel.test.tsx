import { COUPON_MESSAGES } from '@cq/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paymentsStaff, sampleCoupon, signInStaffAs } from '#web/test/admin-samples';
import { mockApi } from '#web/test/mock-api';
import { renderRoute } from '#web/test/render';
import { CouponsPanel } from './coupons-panel';

const COUPON = sampleCoupon();

function signIn(actions: string[]) {
  signInStaffAs(paymentsStaff(actions));
}
beforeEach(() => {
  window.history.pushState({}, '', '/admin/payments');
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the Coupons panel', () => {
  it('lists the codes with their uses; a reader cannot change them', async () => {
    signIn(['read']);
    mockApi({ 'GET /admin/coupons': () => ({ body: { success: true, data: { coupons: [COUPON] } } }) });
    renderRoute(<CouponsPanel />, { at: '/admin/payments', path: '/admin/payments' });
    const list = await screen.findByRole('list', { name: 'Coupon codes' });
    expect(list).toHaveTextContent('SPRING25 · 25 % off · 3 of 10 used · until 31 Dec 2026');
    expect(screen.queryByRole('form', { name: 'New coupon code' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Switch off SPRING25' })).not.toBeInTheDocument();
  });

  it('makes a code for an amount off, checks the form first, and switches a code off', async () => {
    signIn(['read', 'update']);
    const server = mockApi({
      'GET /admin/coupons': () => ({ body: { success: true, data: { coupons: [COUPON] } } }),
      'POST /admin/coupons': () => ({
        body: { success: true, message: COUPON_MESSAGES.created, data: { ...COUPON, code: 'GALA' } },
      }),
      [`PATCH /admin/coupons/${COUPON._id}`]: () => ({
        body: { success: true, message: COUPON_MESSAGES.updated, data: { ...COUPON, active: false } },
      }),
    });
    renderRoute(<CouponsPanel />, { at: '/admin/payments', path: '/admin/payments' });
    const form = await screen.findByRole('form', { name: 'New coupon code' });

    fireEvent.change(within(form).getByLabelText(/^Code/), { target: { value: 'no way' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Create code' }));
    expect(await within(form).findByText(COUPON_MESSAGES.codeFormat)).toBeInTheDocument();
    expect(server.callsTo('POST /admin/coupons')).toHaveLength(0);

    fireEvent.change(within(form).getByLabelText(/^Code/), { target: { value: 'gala' } });
    fireEvent.change(within(form).getByLabelText('Percentage or amount'), { target: { value: 'amount' } });
    fireEvent.change(within(form).getByLabelText(/^Amount off/), { target: { value: '50' } });
    fireEvent.change(within(form).getByLabelText(/^Use limit/), { target: { value: '5' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Create code' }));
    await waitFor(() =>
      expect(server.callsTo('POST /admin/coupons')[0]?.body).toEqual({
        code: 'gala',
        amountOffMinor: 5000,
        maxUses: 5,
      }),
    );
    expect(await screen.findByText(COUPON_MESSAGES.created)).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Switch off SPRING25' }));
    await waitFor(() =>
      expect(server.callsTo(`PATCH /admin/coupons/${COUPON._id}`)[0]?.body).toEqual({ active: false }),
    );
    expect(await screen.findByText(COUPON_MESSAGES.updated)).toBeInTheDocument();
  });
});
