import { COUPON_MESSAGES } from '@cq/shared';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FakeHandler } from '../../../test/mock-api';
import {
  allowSlowPaymentScreens,
  fail,
  ORDER_ID,
  ok,
  openFeeScreen,
  watchBrowserNavigation,
} from '../test/gate-harness';

const assign = watchBrowserNavigation();
allowSlowPaymentScreens();

afterEach(() => {
  vi.unstubAllGlobals();
});

/** The $150 fee screen, the coupon's answers from `routes`. */
const setup = (routes: Record<string, FakeHandler>) => openFeeScreen({ fee: 150, routes }).api;

async function openModal() {
  fireEvent.click(await screen.findByRole('button', { name: 'Pay $150.00 Now' }));
  return screen.findByRole('dialog', { name: 'Complete Your Payment' });
}

const quote = (discountMinor: number) =>
  ok({ code: 'SPRING25', feeMinor: 15000, discountMinor, amountMinor: 15000 - discountMinor, currency: 'USD' });

describe('a coupon code in the payment modal', () => {
  it('shows the price with the code and pays with it', async () => {
    const api = setup({
      'POST /payments/coupon': () => quote(3750),
      'POST /payments/initialize': () =>
        ok({
          provider: 'test',
          authorizationUrl: 'http://localhost:3000/api/payments/test-checkout/CQ-1',
          clientSecret: null,
          orderId: ORDER_ID,
          reference: 'CQ-1',
          amount: 112.5,
          currency: 'USD',
        }),
    });
    const dialog = await openModal();
    fireEvent.change(within(dialog).getByLabelText('Coupon code'), { target: { value: 'spring25' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(await within(dialog).findByText('Code SPRING25 applied: you pay $112.50.')).toBeInTheDocument();
    expect(within(dialog).getByText('Coupon SPRING25').nextSibling).toHaveTextContent('−$37.50');
    expect(api.callsTo('POST /payments/coupon')[0]?.body).toEqual({ couponCode: 'spring25' });

    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue to Payment' }));
    await vi.waitFor(() =>
      expect(assign).toHaveBeenCalledWith('http://localhost:3000/api/payments/test-checkout/CQ-1'),
    );
    expect(api.callsTo('POST /payments/initialize')[0]?.body).toMatchObject({ couponCode: 'SPRING25' });
  });

  it('shows why a code is refused, and pays the full fee without it', async () => {
    const api = setup({ 'POST /payments/coupon': () => fail(400, COUPON_MESSAGES.usedUp) });
    const dialog = await openModal();
    fireEvent.change(within(dialog).getByLabelText('Coupon code'), { target: { value: 'FULL' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(await within(dialog).findByText(COUPON_MESSAGES.usedUp)).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Coupon code')).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo('POST /payments/initialize')).toHaveLength(0);
  });

  it('a code that takes the whole fee completes the payment without a checkout', async () => {
    const api = setup({
      'POST /payments/coupon': () => quote(15000),
      'POST /payments/initialize': () =>
        ok({
          provider: 'test',
          authorizationUrl: 'http://localhost:3000/user/register?reference=CQ-2',
          clientSecret: null,
          orderId: ORDER_ID,
          reference: 'CQ-2',
          amount: 0,
          currency: 'USD',
        }),
    });
    const dialog = await openModal();
    fireEvent.change(within(dialog).getByLabelText('Coupon code'), { target: { value: 'SPRING25' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Complete registration payment' }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('http://localhost:3000/user/register?reference=CQ-2'));
    expect(api.callsTo('POST /payments/initialize')).toHaveLength(1);
  });
});
