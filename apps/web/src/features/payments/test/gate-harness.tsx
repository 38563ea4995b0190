import type { User } from '@cq/shared';
import { errorCodeForStatus, REGISTRATION_STATUS_FALLBACK } from '@cq/shared';
import { configure } from '@testing-library/react';
import { beforeEach, type Mock, vi } from 'vitest';
import { STORAGE_KEYS } from '../../../lib/storage-keys';
import { type FakeHandler, type FakeResponse, mockApi } from '../../../test/mock-api';
import { renderRoute } from '../../../test/render';
import { TEST_USER } from '../../../test/users';
import { browserNavigation, useCurrentUser, useSession } from '../../session';
import { PaymentGate } from '../components/payment-gate';
import { useHoldPaymentGate } from '../payment-return';

export const USER: User = TEST_USER;

/**
 * Where the payment screens send the browser (a provider's checkout page) instead of leaving the test: the stand-in
 * records each address, afresh for every test of the file.
 */
export function watchBrowserNavigation(): Mock<(url: string) => void> {
  const assign = vi.fn<(url: string) => void>();
  beforeEach(() => {
    assign.mockReset();
    vi.spyOn(browserNavigation, 'assign').mockImplementation(assign);
  });
  return assign;
}

/** Two cores shared by many test files: give lazy chunks and fetches time before calling it a failure. */
export function allowSlowPaymentScreens(): void {
  configure({ asyncUtilTimeout: 5000 });
  vi.setConfig({ testTimeout: 20_000 });
}

export const ORDER_ID = '7f0c1a52-0000-4000-8000-00000000abcd';

export function signIn(paymentStatus: User['registration']['paymentStatus'] = null): User {
  const user = { ...USER, registration: { paymentStatus } };
  localStorage.setItem(STORAGE_KEYS.token, 'access');
  localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
  return user;
}

export const ok = (data: unknown, message?: string): FakeResponse => ({
  body: { success: true, ...(message ? { message } : {}), data },
});
/** An error answer as the API sends it: the message and the status's generic code. */
export const fail = (status: number, message: string): FakeResponse => ({
  status,
  body: { success: false, message, code: errorCodeForStatus(status) },
});

export function windowRoute(fee = 1, currency = 'USD'): FakeHandler {
  return () => ok({ ...REGISTRATION_STATUS_FALLBACK, reason: null, fee, currency });
}

export function settingsRoute(provider: 'test' | 'stripe' | 'paystack', publicKey: string | null = null): FakeHandler {
  return () =>
    ok({
      siteName: 'Continental Queens',
      organisation: {
        contactEmail: 'hello@continentalqueens.example',
        hostingEmail: 'host@x.example',
        phone: '+1 555',
      },
      payment: { provider, stripe: { publicKey } },
    });
}

export function paymentData(status: 'paid' | 'pending' | 'failed' | 'refunded', reference = 'CQ-1') {
  return {
    paymentData: {
      status,
      orderId: ORDER_ID,
      reference,
      provider: 'test',
      amount: 1,
      currency: 'USD',
      paidAt: status === 'paid' ? '2026-03-01T10:00:00.000Z' : null,
    },
  };
}

/** The registration page's decision, as it makes it: the gate while not paid or while the gate holds, else the form. */
export function RegisterHarness({ onPaid }: { onPaid?: () => void }) {
  const session = useSession();
  const current = useCurrentUser();
  const hold = useHoldPaymentGate();
  const user = current.data ?? session.user;
  const status = user?.registration.paymentStatus ?? null;
  if (status !== 'paid' || hold) return <PaymentGate paymentStatus={status} onPaid={onPaid} />;
  return <h1>Contestant Registration</h1>;
}

type Status = 'pending' | 'paid' | 'failed' | 'refunded' | null;

/** What GET /users/me answers; a route handler may change it (the server recorded the payment). */
export interface GateServerState {
  status: Status;
}

/**
 * The registration page opened by a signed-in contestant (her fee `status`, null by default) with the fee screen's
 * server: her account, the registration window with its `fee`, the test payment provider, and `routes`.
 */
export function openFeeScreen(
  opts: {
    status?: Status;
    at?: string;
    fee?: number;
    routes?: Record<string, FakeHandler>;
    server?: GateServerState;
  } = {},
) {
  const user = signIn(opts.status ?? null);
  const server = opts.server ?? { status: opts.status ?? null };
  const api = mockApi({
    'GET /users/me': () => ok({ user: { ...user, registration: { paymentStatus: server.status } } }),
    'GET /settings/registration-status': windowRoute(opts.fee),
    'GET /settings': settingsRoute('test'),
    ...opts.routes,
  });
  const onPaid = vi.fn();
  const view = renderRoute(<RegisterHarness onPaid={onPaid} />, {
    at: opts.at ?? '/user/register',
    path: '/user/register',
  });
  return { api, onPaid, view, server };
}
