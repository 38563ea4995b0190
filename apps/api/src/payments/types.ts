import type { CheckoutProviderName } from '@cq/shared';

/**
 * The one small interface every payment provider implements. The service
 * decides and records; a provider only talks to the outside world and
 * translates its answers into outcomes.
 */

/** What a provider needs to know about an order. Amounts are in minor units. */
export interface ProviderOrder {
  id: string;
  userId: string;
  reference: string;
  amountMinor: number;
  currency: string;
  providerReference: string | null;
  authorizationUrl: string | null;
  /** Where the payer's browser returns on the site, and what she pays for; the registration fee's without them. */
  returnPath?: string;
  description?: string;
}

export interface Payer {
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
}

/** Where the browser continues: a page to redirect to, or a client secret for an embedded card form. */
export interface ProviderStart {
  providerReference: string | null;
  authorizationUrl: string | null;
  clientSecret: string | null;
}

/**
 * What the provider says about a payment. `eventId` names the fact (unique per
 * provider) so that recording it twice is recognised as a replay.
 */
export type ProviderOutcome =
  | { kind: 'succeeded'; eventId: string; amountMinor: number; currency: string; providerReference?: string }
  | {
      kind: 'failed';
      eventId: string;
      /** The payer's message, e.g. the card error. */
      reason: string;
      /** False when the same order can still be paid (a Stripe PaymentIntent after a declined card). */
      terminal: boolean;
    }
  | {
      kind: 'refunded';
      eventId: string;
      /** One refund: the provider's id of it (when known) and its amount. */
      refund?: { providerRefundId: string | null; amountMinor: number };
      /** Or what the provider has refunded of the payment in all (Stripe's charge). Neither: all of it. */
      refundedTotalMinor?: number;
    }
  | { kind: 'refund-failed'; eventId: string; providerRefundId: string; reason: string }
  | { kind: 'pending' };

/** What staff ask a provider to give back: our refund's id (its idempotency key there) and the amount. */
export interface ProviderRefundRequest {
  refundId: string;
  amountMinor: number;
  reason: string;
}

/**
 * The provider's answer to a refund: its id of the refund and, when the provider confirms it at once (the test
 * provider), the outcome to record; otherwise its webhook confirms it later.
 */
export interface ProviderRefund {
  providerRefundId: string | null;
  outcome: ProviderOutcome | null;
}

/** A signed webhook, read: which order it is about and what happened. */
export interface ProviderEvent {
  eventId: string;
  type: string;
  /** Our reference, when the provider echoes it. */
  reference: string | null;
  /** The provider's own id of the payment. */
  providerReference: string | null;
  /** Null for event types that change nothing. */
  outcome: ProviderOutcome | null;
  details: Record<string, unknown>;
}

export interface PaymentProvider {
  readonly name: CheckoutProviderName;
  /** How long an unpaid order may be offered again to the same payer (a double click, a second visit). */
  readonly reuseWindowMs: number;
  /** Starts the payment with the provider. */
  start(order: ProviderOrder, payer: Payer): Promise<ProviderStart>;
  /** The browser's next step for an order started earlier, with what the provider knows of it now. */
  resume(order: ProviderOrder): Promise<ProviderStart & { outcome: ProviderOutcome }>;
  /** Asks the provider, server to server, how the order's payment stands. */
  check(order: ProviderOrder): Promise<ProviderOutcome>;
  /**
   * Closes an unpaid order at the provider so that it can no longer be paid (a replaced order, a fee settled
   * another way), where the provider offers that; absent when it does not (Paystack's transactions stay open).
   */
  cancel?(order: ProviderOrder): Promise<void>;
  /** Asks the provider to refund (part of) a paid order; throws ProviderRejectedError or ProviderUnavailableError. */
  refund(order: ProviderOrder, request: ProviderRefundRequest): Promise<ProviderRefund>;
  /** Checks the signature of a webhook on its raw bytes and reads it; throws WebhookSignatureError. */
  readWebhook(rawBody: Buffer, headers: Record<string, string | string[] | undefined>): ProviderEvent;
}

/** The provider could not be reached, timed out, or failed on its side: try again later. */
export class ProviderUnavailableError extends Error {
  override name = 'ProviderUnavailableError';
}

/** The provider refused the request (bad key, unsupported currency…): trying again will not help. */
export class ProviderRejectedError extends Error {
  override name = 'ProviderRejectedError';
}

export class WebhookSignatureError extends Error {
  override name = 'WebhookSignatureError';
}

export function headerValue(headers: Record<string, string | string[] | undefined>, name: string): string {
  const v = headers[name];
  return (Array.isArray(v) ? v[0] : v) ?? '';
}
