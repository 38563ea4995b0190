import { PAYMENT_STATUSES, type PaymentStatus } from '../auth/messages';
import type { Locale } from '../i18n/locales';

/**
 * Payment rules and words (docs/product/registration.md#payment), free of schema code so
 * the payment gate can use them without pulling zod into its chunk.
 */
export const PAYMENT_PRODUCT_ID = 'registration_fee';
/** The providers whose checkout takes a fee (the deployment configures one). */
export const CHECKOUT_PROVIDERS = ['test', 'stripe', 'paystack'] as const;
export type CheckoutProviderName = (typeof CHECKOUT_PROVIDERS)[number];
/** Where a fee was paid: a provider's checkout, or 'manual' for a payment staff recorded (transfer, cash, waiver). */
export const PAYMENT_PROVIDERS = [...CHECKOUT_PROVIDERS, 'manual'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

/** An order's life: pending until the provider confirms or declines; a paid order may be refunded. */
/** An order's statuses are the payer's: the account mirrors her latest order. */
export const ORDER_STATUSES = PAYMENT_STATUSES;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/**
 * Settled: paid, or paid and then refunded. A settled order takes no provider outcome but a refund, and a
 * settled payer is not asked to pay again.
 */
export const SETTLED_PAYMENT_STATUSES = ['paid', 'refunded'] as const satisfies readonly OrderStatus[];
/** Open: not paid yet, waiting for the provider or declined; such an order can still be paid. */
export const OPEN_PAYMENT_STATUSES = ['pending', 'failed'] as const satisfies readonly OrderStatus[];

/**
 * Why an order takes no payment any more: replaced by a newer order of hers, its fee settled another way (staff
 * recorded a transfer, cash or a waiver), or (set when its payment arrives) a pack that would take her over the
 * paid votes one fan may buy, or a second registration fee. A payment that arrives for such an order is given
 * back in full, automatically, through its provider.
 */
export const ORDER_CLOSED_REASONS = ['replaced', 'settled', 'over-cap', 'second-fee'] as const;
export type OrderClosedReason = (typeof ORDER_CLOSED_REASONS)[number];

/** What the payer reads about a payment given back automatically (her payments list, the return page). */
export const AUTOMATIC_REFUND_MESSAGES: Record<OrderClosedReason, string> = {
  replaced:
    'This payment was for an order you had replaced with a newer one, so it was not taken: it is being refunded to you in full.',
  settled:
    'Your registration fee had already been settled another way, so this payment was not taken: it is being refunded to you in full.',
  'over-cap':
    'This pack would have taken you over the paid votes one fan may buy in this vote, so its votes were not added: it is being refunded to you in full.',
  'second-fee':
    'Your registration fee had already been paid, so this second payment was not taken: it is being refunded to you in full.',
};

/** Whether an order's (or payer's) status is settled: paid or refunded. */
export function isPaymentSettled(status: string | null | undefined): boolean {
  return (SETTLED_PAYMENT_STATUSES as readonly string[]).includes(status ?? '');
}

/** What a browser may be told for a paid fee: `paid`, or `completed` / `success` in a provider's own words. */
export const PAID_STATUS_WORDS = ['paid', 'completed', 'success'] as const;
export function isPaidStatus(status: string | null | undefined): boolean {
  return (PAID_STATUS_WORDS as readonly string[]).includes(status ?? '');
}

/** The payment success message stays on screen this long before the form appears. */
export const PAYMENT_SUCCESS_DELAY_MS = 2000;

/** No processing fee is charged on top of the registration fee. */
export const PROCESSING_FEE = 0;

/** The browser's messages. */
export const PAYMENT_MESSAGES = {
  initFailed: 'Payment initialization failed',
  invalidResponse: 'Invalid payment response',
  paymentFailed: 'Payment failed',
  processingFailed: 'Payment processing failed',
  verificationFailed: 'Payment verification failed',
} as const;

/** What the server says about a payment. */
export const PAYMENT_SERVER_MESSAGES = {
  alreadyPaid: 'Your registration fee has already been paid. You can continue with your registration.',
  refunded:
    'Your registration fee was refunded, so a new payment cannot be started here. Please contact support if you wish to register again.',
  paid: 'Payment successful. Thank you, your registration fee has been received.',
  pending: 'Your payment has not been completed yet. If you have just paid, please wait a moment and check again.',
  declined: 'Your payment was declined and you have not been charged. Please try again.',
  mismatch:
    'The payment did not match the registration fee, so it could not be accepted. Please contact support if you were charged.',
  refundedNotice: 'This payment has been refunded.',
  providerUnavailable: 'The payment provider could not be reached. Please try again in a moment.',
  providerRejected: 'The payment provider could not start this payment. Please try again later or contact support.',
  orderNotFound: 'Payment not found.',
  wrongIntent: 'This payment does not belong to that order.',
  badSignature: 'Invalid signature.',
  webhookReceived: 'Event received.',
  noFee: 'There is no registration fee to pay.',
  fanNoFee: 'Your account is a fan’s: apply to compete from your home page before paying the registration fee.',
} as const;

/** Paying is allowed when the status is empty, pending or failed. */
export function canPay(status: PaymentStatus | 'completed' | null | undefined): boolean {
  return status == null || (OPEN_PAYMENT_STATUSES as readonly string[]).includes(status);
}

/**
 * An amount as every screen, page and e-mail shows it, formatted by Intl in
 * US English: $1.00, €12.50, NGN 5,000.00 (a currency without a symbol of its
 * own reads with its code). The registration fee thus reads '$1.00'.
 */
export function formatMoney(amount: number, currency: string): string {
  try {
    return new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(amount);
  } catch {
    return `${currency} ${amount.toFixed(2)}`;
  }
}

/** The same for an amount in minor units (cents), as orders keep them. */
export function formatMoneyMinor(amountMinor: number, currency: string): string {
  return formatMoney(fromMinorUnits(amountMinor), currency);
}

/** The locale Intl writes a language's numbers with: Arabic with Western digits (0–9), as everywhere. */
export function numberLocale(locale: Locale): string {
  return locale === 'ar' ? 'ar-u-nu-latn' : locale;
}

/**
 * An amount of money in a language, the one way every page, notification and e-mail writes it: Intl's own for
 * the language ("1 250,50 $US", "US$ 1.250,50"), the currency named once; a currency Intl does not know reads
 * as its code and the amount.
 */
export function formatMoneyIn(
  locale: Locale,
  amount: number,
  currency: string,
  options?: Intl.NumberFormatOptions,
): string {
  try {
    return new Intl.NumberFormat(numberLocale(locale), { style: 'currency', currency, ...options }).format(amount);
  } catch {
    return `${currency} ${amount.toFixed(2)}`;
  }
}

/**
 * The code written after an amount so that it names its currency once and unmistakably: in English after a
 * symbol several currencies share ("$1.00 USD"); never in the other languages, whose own form already says
 * which dollar it is ("1,00 $US", "US$ 1,00").
 */
export function currencyCodeAfter(locale: Locale, currency: string): string | null {
  return locale === 'en' && currencySymbol(currency) !== currency ? currency : null;
}

/** An amount in minor units (cents), as orders keep them, in a language, with the code after it where it needs one. */
export function formatAmountIn(locale: Locale, amountMinor: number, currency: string): string {
  const money = formatMoneyIn(locale, fromMinorUnits(amountMinor), currency);
  const code = currencyCodeAfter(locale, currency);
  return code ? `${money} ${code}` : money;
}

/** The currency's symbol as a US-English reader sees it: USD → "$". */
export function currencySymbol(currency: string): string {
  try {
    const parts = new Intl.NumberFormat('en-US', { style: 'currency', currency }).formatToParts(0);
    return parts.find((p) => p.type === 'currency')?.value ?? currency;
  } catch {
    return currency;
  }
}

/** The Pay button's text by payment status. */
export function payButtonLabel(status: PaymentStatus | 'completed' | null | undefined, fee: number, currency = 'USD') {
  if (status === 'paid' || status === 'completed') return 'Payment Completed';
  if (status === 'failed') return 'Retry Payment';
  if (status === 'refunded') return 'Payment Refunded';
  return `Pay ${formatMoney(fee, currency)} Now`;
}

/** Major units to the provider's minor units (cents), never through floating-point drift. */
export function toMinorUnits(amount: number): number {
  return Math.round(amount * 100);
}

export function fromMinorUnits(amountMinor: number): number {
  return amountMinor / 100;
}

/** An amount in minor units as English receipts and the back office read it: "$1.00 USD", "NGN 5,000.00". */
export function formatAmount(amountMinor: number, currency: string): string {
  return formatAmountIn('en', amountMinor, currency);
}

/** How the payer paid, in words for a receipt. */
export const PROVIDER_LABELS: Record<PaymentProviderName, string> = {
  test: 'Test checkout (no money moved)',
  stripe: 'Card (Stripe)',
  paystack: 'Paystack',
  manual: 'Recorded by the organisers',
};
