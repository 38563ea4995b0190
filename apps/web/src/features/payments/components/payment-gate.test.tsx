import { PAYMENT_MESSAGES } from '@cq/shared';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../test/mock-api';
import { renderRoute } from '../../../test/render';
import {
  allowSlowPaymentScreens,
  fail,
  type GateServerState,
  ok,
  openFeeScreen,
  paymentData,
  RegisterHarness,
  signIn,
  watchBrowserNavigation,
  windowRoute,
} from '../test/gate-harness';
import { PaymentGate } from './payment-gate';

const assign = watchBrowserNavigation();
allowSlowPaymentScreens();

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const setup = openFeeScreen;

const flush = (ms = 0) =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });

async function openModal(label = 'Pay $1.00 Now') {
  fireEvent.click(await screen.findByRole('button', { name: label }));
  return screen.findByRole('dialog', { name: 'Complete Your Payment' });
}

describe('the fee screen', () => {
  it('shows the fee as $fee.00, a processing fee of $0.00, USD, PENDING and Pay $1.00 Now', async () => {
    setup();
    const pay = await screen.findByRole('button', { name: 'Pay $1.00 Now' });
    expect(pay).toBeEnabled();
    expect(screen.getByRole('heading', { name: 'Registration fee' })).toBeInTheDocument();
    expect(screen.getAllByText('$1.00')).toHaveLength(2);
    expect(screen.getByText('Processing fee').nextSibling).toHaveTextContent('$0.00');
    expect(screen.getByText('USD')).toBeInTheDocument();
    expect(screen.getByTestId('payment-status')).toHaveTextContent('PENDING');
  });

  it('takes the fee from the registration settings', async () => {
    setup({ fee: 25 });
    expect(await screen.findByRole('button', { name: 'Pay $25.00 Now' })).toBeEnabled();
    expect(screen.getAllByText('$25.00')).toHaveLength(2);
  });

  it.each([
    [null, 'Pay $1.00 Now', true],
    ['pending', 'Pay $1.00 Now', true],
    ['failed', 'Retry Payment', true],
    ['refunded', 'Payment Refunded', false],
  ] as const)('status %s: the button reads %s', async (status, label, enabled) => {
    setup({ status });
    const button = await screen.findByRole('button', { name: label });
    if (enabled) expect(button).toBeEnabled();
    else expect(button).toBeDisabled();
    expect(screen.getByTestId('payment-status')).toHaveTextContent('PENDING');
  });

  it.each(['paid', 'completed'])('status %s: Payment Completed, disabled, and the panel shows PAID', async (status) => {
    signIn();
    mockApi({ 'GET /settings/registration-status': windowRoute() });
    renderRoute(<PaymentGate paymentStatus={status} />, { at: '/user/register', path: '/user/register' });
    expect(await screen.findByRole('button', { name: 'Payment Completed' })).toBeDisabled();
    expect(screen.getByTestId('payment-status')).toHaveTextContent('PAID');
  });

  it('defaults to pending when the status is missing', async () => {
    signIn();
    mockApi({ 'GET /settings/registration-status': windowRoute() });
    renderRoute(<PaymentGate />, { at: '/user/register', path: '/user/register' });
    expect(await screen.findByRole('button', { name: 'Pay $1.00 Now' })).toBeEnabled();
    expect(screen.getByTestId('payment-status')).toHaveTextContent('PENDING');
  });
});

describe('the payment modal with a redirect provider', () => {
  it('shows the amount and the payer, initialises the payment and goes to the checkout', async () => {
    const { api } = setup({
      routes: {
        'POST /payments/initialize': () =>
          ok({
            provider: 'test',
            authorizationUrl: 'http://localhost:3000/api/payments/test-checkout/CQ-1',
            clientSecret: null,
            orderId: '7f0c1a52-0000-4000-8000-00000000abcd',
            reference: 'CQ-1',
            amount: 1,
            currency: 'USD',
          }),
      },
    });
    const dialog = await openModal();
    expect(within(dialog).getByText('amara@example.com', { exact: false })).toBeInTheDocument();
    expect(within(dialog).getByText('Processing fee').nextSibling).toHaveTextContent('$0.00');
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Continue to Payment' }));
    await vi.waitFor(() =>
      expect(assign).toHaveBeenCalledWith('http://localhost:3000/api/payments/test-checkout/CQ-1'),
    );
    expect(api.callsTo('POST /payments/initialize')[0]?.body).toEqual({
      productId: 'registration_fee',
      quantity: 1,
      firstName: 'Amara',
      lastName: 'Okafor',
      email: 'amara@example.com',
      phone: '',
    });
  });

  it('shows the server’s message when initialising fails', async () => {
    setup({
      routes: { 'POST /payments/initialize': () => fail(502, 'The payment provider could not be reached.') },
    });
    const dialog = await openModal();
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Continue to Payment' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The payment provider could not be reached.');
    expect(assign).not.toHaveBeenCalled();
  });

  it('says Payment initialization failed when there is no answer', async () => {
    setup({
      routes: {
        'POST /payments/initialize': () => {
          throw new TypeError('Failed to fetch');
        },
      },
    });
    const dialog = await openModal();
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Continue to Payment' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(PAYMENT_MESSAGES.initFailed);
  });

  it.each([null, 'javascript:alert(1)'])('says Invalid payment response for authorizationUrl %s', async (url) => {
    setup({
      routes: {
        'POST /payments/initialize': () =>
          ok({
            provider: 'test',
            authorizationUrl: url,
            clientSecret: null,
            orderId: 'x',
            reference: 'r',
            amount: 1,
            currency: 'USD',
          }),
      },
    });
    const dialog = await openModal();
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Continue to Payment' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(PAYMENT_MESSAGES.invalidResponse);
    expect(assign).not.toHaveBeenCalled();
  });

  it('says Payment initialization failed when the settings cannot be read', async () => {
    setup({ routes: { 'GET /settings': () => ({ status: 500, body: null }) } });
    const dialog = await openModal();
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(PAYMENT_MESSAGES.initFailed);
    expect(within(dialog).getByRole('button', { name: 'Try again' })).toBeEnabled();
  });
});

describe('the return from a checkout', () => {
  it('verifies the reference, shows the success message for 2000 ms, then the form', async () => {
    vi.useFakeTimers();
    const server: GateServerState = { status: null };
    const { api, onPaid, view } = setup({
      server,
      at: '/user/register?reference=CQ-1',
      routes: {
        'GET /payments/verification/CQ-1': () => {
          server.status = 'paid';
          return ok(paymentData('paid'), 'Payment successful. Thank you, your registration fee has been received.');
        },
      },
    });
    await flush();
    expect(api.callsTo('GET /payments/verification/CQ-1')).toHaveLength(1);
    expect(screen.getByRole('status')).toHaveTextContent(
      'Payment successful. Thank you, your registration fee has been received.',
    );
    expect(screen.getByTestId('payment-status')).toHaveTextContent('PAID');
    expect(screen.getByRole('button', { name: 'Payment Completed' })).toBeDisabled();

    await flush(1999);
    expect(onPaid).not.toHaveBeenCalled();
    expect(screen.queryByRole('heading', { name: 'Contestant Registration' })).toBeNull();

    await flush(1);
    expect(onPaid).toHaveBeenCalledTimes(1);
    await flush();
    expect(screen.getByRole('heading', { name: 'Contestant Registration' })).toBeInTheDocument();
    expect(view.router.state.location.search).toBe('');
    expect(JSON.parse(localStorage.getItem('user') ?? '{}').registration.paymentStatus).toBe('paid');
  });

  it('shows Verifying your payment... while the check runs', async () => {
    vi.useFakeTimers();
    let release: (() => void) | undefined;
    setup({
      at: '/user/register?reference=CQ-1',
      routes: {
        'GET /payments/verification/CQ-1': () =>
          new Promise((resolve) => {
            release = () => resolve(ok(paymentData('pending'), 'Your payment has not been completed yet.'));
          }),
      },
    });
    await flush();
    expect(screen.getByRole('status')).toHaveTextContent('Verifying your payment...');
    expect(screen.getByRole('button', { name: 'Pay $1.00 Now' })).toBeDisabled();
    release?.();
    await flush();
    expect(screen.getByRole('alert')).toHaveTextContent('Your payment has not been completed yet.');
  });

  it('reads trxref too', async () => {
    vi.useFakeTimers();
    const { api } = setup({
      at: '/user/register?trxref=T-9',
      routes: { 'GET /payments/verification/T-9': () => ok(paymentData('paid', 'T-9')) },
    });
    await flush();
    expect(api.callsTo('GET /payments/verification/T-9')).toHaveLength(1);
    expect(screen.getByRole('status')).toHaveTextContent('Payment successful! Your registration form is opening...');
  });

  it('a declined payment: the server’s message, the reference gone, and Retry Payment', async () => {
    vi.useFakeTimers();
    const server: GateServerState = { status: 'pending' };
    const { view } = setup({
      server,
      status: 'pending',
      at: '/user/register?reference=CQ-1',
      routes: {
        'GET /payments/verification/CQ-1': () => {
          server.status = 'failed';
          return ok(
            paymentData('failed'),
            'Your payment was declined and you have not been charged. Please try again.',
          );
        },
      },
    });
    await flush();
    await flush();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Your payment was declined and you have not been charged. Please try again.',
    );
    expect(view.router.state.location.search).toBe('');
    expect(screen.getByRole('button', { name: 'Retry Payment' })).toBeEnabled();
  });

  it('says Payment verification failed when the check gets no answer', async () => {
    vi.useFakeTimers();
    setup({
      at: '/user/register?reference=CQ-1',
      routes: {
        'GET /payments/verification/CQ-1': () => {
          throw new TypeError('Failed to fetch');
        },
      },
    });
    await flush();
    expect(screen.getByRole('alert')).toHaveTextContent(PAYMENT_MESSAGES.verificationFailed);
  });

  it('says Payment verification failed when the answer is not a success and has no message', async () => {
    vi.useFakeTimers();
    setup({
      at: '/user/register?reference=CQ-1',
      routes: { 'GET /payments/verification/CQ-1': () => ok({}) },
    });
    await flush();
    expect(screen.getByRole('alert')).toHaveTextContent(PAYMENT_MESSAGES.verificationFailed);
  });

  it('shows the server’s message for an unknown reference', async () => {
    vi.useFakeTimers();
    setup({
      at: '/user/register?reference=CQ-404',
      routes: { 'GET /payments/verification/CQ-404': () => fail(404, 'Payment not found.') },
    });
    await flush();
    expect(screen.getByRole('alert')).toHaveTextContent('Payment not found.');
  });

  it('a paid user back from the checkout still sees the success message before the form', async () => {
    vi.useFakeTimers();
    setup({
      status: 'paid',
      at: '/user/register?reference=CQ-1',
      routes: { 'GET /payments/verification/CQ-1': () => ok(paymentData('paid')) },
    });
    await flush();
    expect(screen.getByRole('status')).toHaveTextContent('Payment successful! Your registration form is opening...');
    await flush(2000);
    await flush();
    expect(screen.getByRole('heading', { name: 'Contestant Registration' })).toBeInTheDocument();
  });

  it('checks once in StrictMode', async () => {
    vi.useFakeTimers();
    signIn();
    const api = mockApi({
      'GET /users/me': () => ok({ user: { ...signIn(), registration: { paymentStatus: 'pending' } } }),
      'GET /settings/registration-status': windowRoute(),
      'GET /payments/verification/CQ-1': () => ok(paymentData('paid')),
    });
    renderRoute(<RegisterHarness />, { at: '/user/register?reference=CQ-1', path: '/user/register', strict: true });
    await flush();
    expect(api.callsTo('GET /payments/verification/CQ-1')).toHaveLength(1);
    expect(screen.getByRole('status')).toHaveTextContent('Payment successful!');
  });
});
