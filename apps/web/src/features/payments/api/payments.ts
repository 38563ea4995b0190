import {
  type CouponQuote,
  type InvoiceRequest,
  type InvoiceSummary,
  isPaidStatus,
  type MyPayment,
  PAYMENT_PRODUCT_ID,
  type PaymentData,
  type PaymentInitialize,
  type PaymentInitializeRequest,
  type PublicSettings,
  type User,
} from '@cq/shared';
import { api } from '../../../lib/api-client';
import { settingsKeys } from '../../../lib/settings-keys';

/** The payment calls (start, verify, status), one small function each. */

/** GET /settings (shared cache key with the rest of the site): the provider and Stripe's public key. */
export const publicSettingsQuery = {
  queryKey: settingsKeys.public,
  queryFn: async () => (await api.get<PublicSettings>('/settings')).data,
  staleTime: 5 * 60_000,
};

/**
 * POST /payments/initialize: productId registration_fee, quantity 1, the payer's names, e-mail and phone, and the
 * coupon code she applied, if any.
 */
export async function initializePayment(
  user: Pick<User, 'firstName' | 'lastName' | 'email'> | null,
  couponCode?: string | null,
) {
  const body: PaymentInitializeRequest = {
    productId: PAYMENT_PRODUCT_ID,
    quantity: 1,
    firstName: user?.firstName ?? '',
    lastName: user?.lastName ?? '',
    email: user?.email ?? '',
    phone: '',
    ...(couponCode ? { couponCode } : {}),
  };
  return (await api.post<PaymentInitialize>('/payments/initialize', body)).data;
}

/** POST /payments/coupon: what she pays with a code, or the refusal (an ApiError with its message). */
export async function checkCoupon(couponCode: string): Promise<CouponQuote> {
  return (await api.post<CouponQuote>('/payments/coupon', { couponCode })).data;
}

export interface VerificationAnswer {
  paymentData: PaymentData | null;
  message: string | undefined;
}

/** GET /payments/verification/{reference}: the return from a checkout (any provider). */
export async function verifyReference(reference: string): Promise<VerificationAnswer> {
  const res = await api.get<{ paymentData?: PaymentData }>(`/payments/verification/${encodeURIComponent(reference)}`);
  return { paymentData: res.data?.paymentData ?? null, message: res.message };
}

/** POST /payments/verify: orderId and paymentIntentId after the card form. */
export async function verifyPaymentIntent(orderId: string, paymentIntentId: string): Promise<VerificationAnswer> {
  const res = await api.post<{ paymentData?: PaymentData }>('/payments/verify', { orderId, paymentIntentId });
  return { paymentData: res.data?.paymentData ?? null, message: res.message };
}

/** Success is a paymentData status that says paid (isPaidStatus). */
export function isPaid(answer: VerificationAnswer): boolean {
  return isPaidStatus(answer.paymentData?.status as string | undefined);
}

/** GET /payments/mine: her orders of the fee, newest first, each with its receipt number once it has one. */
export const myPaymentsQuery = {
  queryKey: ['payments', 'mine'] as const,
  queryFn: async () => (await api.get<{ payments: MyPayment[] }>('/payments/mine')).data.payments,
};

/** Where her receipt of one order is downloaded. */
export const receiptPath = (orderId: string) => `/payments/${orderId}/receipt.pdf`;

/** POST /payments/{id}/invoice: her invoice of an order, made out to the details she gives (the same one if asked again). */
export async function requestInvoice(orderId: string, body: InvoiceRequest): Promise<InvoiceSummary> {
  return (await api.post<{ invoice: InvoiceSummary }>(`/payments/${orderId}/invoice`, body)).data.invoice;
}

/** Where her invoice of an order, and one of her credit notes, are downloaded. */
export const invoicePath = (orderId: string) => `/payments/${orderId}/invoice.pdf`;
export const creditNotePath = (creditNoteId: string) => `/payments/credit-notes/${creditNoteId}/credit-note.pdf`;
