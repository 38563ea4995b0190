import { PAYMENT_MESSAGES } from '@cq/shared';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type FakeHandler, mockApi } from '../../../test/mock-api';
import { renderRoute } from '../../../test/render';
import {
  allowSlowPaymentScreens,
  fail,
  ORDER_ID,
  ok,
  paymentData,
  RegisterHarness,
  settingsRoute,
  signIn,
  windowRoute,
} from '../test/gate-harness';

// Stripe.js itself comes from js.stripe.com; in a test its confirmation is a stand-in the test controls.
const stripe = vi.hoisted(() => ({ confirmCardPayment: vi.fn(), loadStripe: vi.fn() }));
vi.mock('@stripe/stripe-js/pure', () => ({ loadStripe: stripe.loadStripe }));
vi.mock('@stripe/react-stripe-js', async () => (await import('../../../test/stripe')).stripeElementsStandIn(stripe));

const started = (clientSecret: string | null = 'pi_1_secret_abc') =>
  ok({
    provider: 'stripe',
    authorizationUrl: null,
    clientSecret,
    orderId: ORDER_ID,
    reference: 'CQ-1',
    amount: 1,
    currency: 'USD',
  });

allowSlowPaymentScreens();

beforeEach(() => {
  stripe.confirmCardPayment.mockReset();
  stripe.loadStripe.mockReset();
  stripe.loadStripe.mockResolvedValue(stripe);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function setup(routes: Record<string, FakeHandler>, publicKey: string | null = 'pk_test_queens') {
  const user = signIn('pending');
  const server = { status: 'pending' as string };
  const api = mockApi({
    'GET /users/me': () => ok({ user: { ...user, registration: { paymentStatus: server.status } } }),
    'GET /settings/registration-status': windowRoute(),
    'GET /settings': settingsRoute('stripe', publicKey),
    ...routes,
  });
  const view = renderRoute(<RegisterHarness />, { at: '/user/register', path: '/user/register' });
  return { api, view, server };
}

async function payByCard() {
  fireEvent.click(await screen.findByRole('button', { name: 'Pay $1.00 Now' }));
  const dialog = await screen.findByRole('dialog', { name: 'Complete Your Payment' });
  const pay = await within(dialog).findByRole('button', { name: 'Pay $1.00' });
  await vi.waitFor(() => expect(pay).toBeEnabled());
  fireEvent.click(pay);
  return dialog;
}

describe('card payment with Stripe', () => {
  it('confirms the card with the client secret, verifies, shows the success message, then the form', async () => {
    stripe.confirmCardPayment.mockResolvedValue({ paymentIntent: { id: 'pi_1', status: 'succeeded' } });
    const { api, server } = setup({
      'POST /payments/initialize': () => started(),
      'POST /payments/verify': () => {
        server.status = 'paid';
        return ok(paymentData('paid'), 'Payment successful. Thank you, your registration fee has been received.');
      },
    });
    await payByCard();
    expect(
      await screen.findByText('Payment successful. Thank you, your registration fee has been received.'),
    ).toBeInTheDocument();
    expect(stripe.loadStripe).toHaveBeenCalledWith('pk_test_queens');
    expect(stripe.confirmCardPayment).toHaveBeenCalledWith('pi_1_secret_abc', {
      payment_method: {
        card: { id: 'card-element' },
        billing_details: { name: 'Amara Okafor', email: 'amara@example.com' },
      },
    });
    expect(api.callsTo('POST /payments/verify')[0]?.body).toEqual({ orderId: ORDER_ID, paymentIntentId: 'pi_1' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByTestId('payment-status')).toHaveTextContent('PAID');
    expect(
      await screen.findByRole('heading', { name: 'Contestant Registration' }, { timeout: 8000 }),
    ).toBeInTheDocument();
  }, 20_000);

  it('keeps the success message for 2000 ms before the form, even when the user is already refetched as paid', async () => {
    // The clock runs on its own (lazy chunks, fetches) and can be pushed forward by the test.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    stripe.confirmCardPayment.mockResolvedValue({ paymentIntent: { id: 'pi_1', status: 'succeeded' } });
    const { server, view } = setup({
      'POST /payments/initialize': () => started(),
      'POST /payments/verify': () => {
        server.status = 'paid';
        return ok(paymentData('paid'));
      },
    });
    await payByCard();
    await screen.findByText('Payment successful! Your registration form is opening...');
    // Something refreshes the user meanwhile (a poll, a focus): the server already says paid.
    await act(async () => {
      await view.queryClient.refetchQueries({ queryKey: ['users', 'me'] });
    });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1800);
    });
    expect(screen.queryByRole('heading', { name: 'Contestant Registration' })).toBeNull();
    expect(screen.getByText('Payment successful! Your registration form is opening...')).toBeInTheDocument();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(300);
    });
    expect(await screen.findByRole('heading', { name: 'Contestant Registration' })).toBeInTheDocument();
  }, 20_000);

  it('shows the card’s error and lets the server record the declined attempt', async () => {
    stripe.confirmCardPayment.mockResolvedValue({
      error: { type: 'card_error', message: 'Your card was declined.', payment_intent: { id: 'pi_1' } },
    });
    const { api } = setup({
      'POST /payments/initialize': () => started(),
      'POST /payments/verify': () => ok(paymentData('failed'), 'Your card was declined.'),
    });
    const dialog = await payByCard();
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Your card was declined.');
    expect(api.callsTo('POST /payments/verify')).toHaveLength(1);
  });

  it('says Payment failed when the card error has no message', async () => {
    stripe.confirmCardPayment.mockResolvedValue({ error: { type: 'card_error' } });
    setup({ 'POST /payments/initialize': () => started() });
    const dialog = await payByCard();
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(PAYMENT_MESSAGES.paymentFailed);
  });

  it('says Payment processing failed when the confirmation breaks', async () => {
    stripe.confirmCardPayment.mockRejectedValue(new Error('stripe.js went away'));
    setup({ 'POST /payments/initialize': () => started() });
    const dialog = await payByCard();
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(PAYMENT_MESSAGES.processingFailed);
  });

  it('says Invalid payment response without a client secret', async () => {
    setup({ 'POST /payments/initialize': () => started(null) });
    const dialog = await payByCard();
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(PAYMENT_MESSAGES.invalidResponse);
    expect(stripe.confirmCardPayment).not.toHaveBeenCalled();
  });

  it('shows the server’s message, or Payment initialization failed, when initialising fails', async () => {
    setup({ 'POST /payments/initialize': () => fail(409, 'Your registration fee has already been paid.') });
    const dialog = await payByCard();
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Your registration fee has already been paid.');
  });

  it('says Payment initialization failed when initialising gets no answer', async () => {
    setup({
      'POST /payments/initialize': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    const dialog = await payByCard();
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(PAYMENT_MESSAGES.initFailed);
  });

  it('shows the server’s message, or Payment verification failed, when verifying fails', async () => {
    stripe.confirmCardPayment.mockResolvedValue({ paymentIntent: { id: 'pi_1', status: 'succeeded' } });
    setup({
      'POST /payments/initialize': () => started(),
      'POST /payments/verify': () =>
        fail(502, 'The payment provider could not be reached. Please try again in a moment.'),
    });
    const dialog = await payByCard();
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The payment provider could not be reached. Please try again in a moment.',
    );
  });

  it('says Payment verification failed when verifying gets no answer', async () => {
    stripe.confirmCardPayment.mockResolvedValue({ paymentIntent: { id: 'pi_1', status: 'succeeded' } });
    setup({
      'POST /payments/initialize': () => started(),
      'POST /payments/verify': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    const dialog = await payByCard();
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(PAYMENT_MESSAGES.verificationFailed);
  });

  it('says Payment initialization failed when the settings have no public key', async () => {
    setup({}, null);
    fireEvent.click(await screen.findByRole('button', { name: 'Pay $1.00 Now' }));
    const dialog = await screen.findByRole('dialog', { name: 'Complete Your Payment' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(PAYMENT_MESSAGES.initFailed);
    expect(stripe.loadStripe).not.toHaveBeenCalled();
  });
});

describe('when Stripe.js cannot load', () => {
  it('says Payment processing failed', async () => {
    stripe.loadStripe.mockResolvedValue(null);
    setup({}, 'pk_test_offline');
    fireEvent.click(await screen.findByRole('button', { name: 'Pay $1.00 Now' }));
    const dialog = await screen.findByRole('dialog', { name: 'Complete Your Payment' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(PAYMENT_MESSAGES.processingFailed);
  });
});

describe('Stripe is loaded only when it is the provider', () => {
  it('a redirect provider never loads Stripe', async () => {
    const user = signIn('pending');
    mockApi({
      'GET /users/me': () => ok({ user }),
      'GET /settings/registration-status': windowRoute(),
      'GET /settings': settingsRoute('paystack'),
    });
    renderRoute(<RegisterHarness />, { at: '/user/register', path: '/user/register' });
    fireEvent.click(await screen.findByRole('button', { name: 'Pay $1.00 Now' }));
    const dialog = await screen.findByRole('dialog', { name: 'Complete Your Payment' });
    expect(await within(dialog).findByRole('button', { name: 'Continue to Payment' })).toBeInTheDocument();
    expect(within(dialog).queryByTestId('card-element')).toBeNull();
    expect(stripe.loadStripe).not.toHaveBeenCalled();
  });
});
