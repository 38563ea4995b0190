import { PAYMENT_SERVER_MESSAGES } from '@cq/shared';
import { providerFetch } from './http';
import { hmacHex, sameHex } from './signatures';
import {
  headerValue,
  type PaymentProvider,
  type ProviderEvent,
  type ProviderOrder,
  type ProviderOutcome,
  ProviderRejectedError,
  WebhookSignatureError,
} from './types';

export interface PaystackOptions {
  secretKey?: string;
  baseUrl: string;
  publicUrl: string;
  timeoutMs: number;
}

interface PaystackEnvelope {
  status?: boolean;
  message?: string;
  data?: Record<string, unknown>;
}

interface PaystackTransaction {
  id?: number | string;
  status?: string;
  reference?: string;
  amount?: number | string;
  currency?: string;
  gateway_response?: string;
}

/**
 * Paystack over its REST API: the payer is redirected to Paystack's checkout
 * and back to /user/register?trxref=…&reference=…; a payment is verified by
 * reference (status success with the same amount and currency) or by the
 * signed webhook (HMAC-SHA512 of the raw body with the secret key).
 */
export function paystackProvider(opts: PaystackOptions): PaymentProvider {
  const headers = () => {
    if (!opts.secretKey) throw new ProviderRejectedError('PAYSTACK_SECRET_KEY is not set');
    return { authorization: `Bearer ${opts.secretKey}` };
  };

  const check = async (order: ProviderOrder): Promise<ProviderOutcome> => {
    const res = await providerFetch(`${opts.baseUrl}/transaction/verify/${encodeURIComponent(order.reference)}`, {
      method: 'GET',
      headers: headers(),
      timeoutMs: opts.timeoutMs,
    });
    const body = res.body as PaystackEnvelope;
    // An unknown reference: the payer never reached Paystack's checkout.
    if (res.status === 400 || res.status === 404) return { kind: 'pending' };
    if (res.status !== 200 || body.status !== true || !body.data) {
      throw new ProviderRejectedError(`verify answered ${res.status}: ${body.message ?? 'no message'}`);
    }
    return outcomeOfTransaction(body.data as PaystackTransaction, 'transaction');
  };

  return {
    name: 'paystack',
    reuseWindowMs: 30 * 60_000,
    async start(order, payer) {
      const res = await providerFetch(`${opts.baseUrl}/transaction/initialize`, {
        method: 'POST',
        headers: headers(),
        timeoutMs: opts.timeoutMs,
        body: {
          email: payer.email,
          amount: order.amountMinor,
          currency: order.currency,
          reference: order.reference,
          callback_url: `${opts.publicUrl}${order.returnPath ?? '/user/register'}`,
          metadata: {
            orderId: order.id,
            userId: order.userId,
            custom_fields: [
              { display_name: 'Payer', variable_name: 'payer', value: `${payer.firstName} ${payer.lastName}`.trim() },
            ],
          },
        },
      });
      const body = res.body as PaystackEnvelope;
      const url = body.data?.authorization_url;
      if (res.status !== 200 || body.status !== true || typeof url !== 'string' || !/^https?:\/\//.test(url)) {
        throw new ProviderRejectedError(`initialize answered ${res.status}: ${body.message ?? 'no authorization_url'}`);
      }
      return { providerReference: order.reference, authorizationUrl: url, clientSecret: null };
    },
    async resume(order) {
      const outcome = await check(order);
      return {
        providerReference: order.reference,
        authorizationUrl: order.authorizationUrl,
        clientSecret: null,
        outcome,
      };
    },
    check,
    async refund(order, request) {
      const res = await providerFetch(`${opts.baseUrl}/refund`, {
        method: 'POST',
        headers: headers(),
        timeoutMs: opts.timeoutMs,
        body: { transaction: order.reference, amount: request.amountMinor, merchant_note: request.reason },
      });
      const body = res.body as PaystackEnvelope;
      if (res.status !== 200 || body.status !== true || !body.data) {
        throw new ProviderRejectedError(`refund answered ${res.status}: ${body.message ?? 'no message'}`);
      }
      const id = body.data.id;
      return { providerRefundId: id === undefined || id === null ? null : String(id), outcome: null };
    },
    readWebhook(rawBody, reqHeaders) {
      const signature = headerValue(reqHeaders, 'x-paystack-signature');
      if (!opts.secretKey || !signature || !sameHex(hmacHex('sha512', opts.secretKey, rawBody), signature)) {
        throw new WebhookSignatureError('paystack signature does not match');
      }
      return eventOf(JSON.parse(rawBody.toString('utf8')) as { event?: string; data?: Record<string, unknown> });
    },
  };
}

function outcomeOfTransaction(tx: PaystackTransaction, prefix: string): ProviderOutcome {
  const id = String(tx.id ?? tx.reference ?? '');
  switch (tx.status) {
    case 'success':
      return {
        kind: 'succeeded',
        eventId: `${prefix}:${id}:success`,
        amountMinor: Number(tx.amount),
        currency: String(tx.currency ?? '').toUpperCase(),
      };
    case 'failed':
      return {
        kind: 'failed',
        eventId: `${prefix}:${id}:failed`,
        // Paystack's gateway_response ("Declined", "Insufficient Funds"…) is terse; the payer gets a full sentence.
        reason: PAYMENT_SERVER_MESSAGES.declined,
        terminal: true,
      };
    case 'reversed':
      return { kind: 'refunded', eventId: `${prefix}:${id}:reversed` };
    default:
      // abandoned, ongoing, pending, processing, queued: the payer may still complete it.
      return { kind: 'pending' };
  }
}

function eventOf(payload: { event?: string; data?: Record<string, unknown> }): ProviderEvent {
  const type = String(payload.event ?? 'unknown');
  const data = payload.data ?? {};
  if (type === 'charge.success') {
    const tx = data as PaystackTransaction;
    return {
      eventId: `charge.success:${String(tx.id ?? tx.reference)}`,
      type,
      reference: tx.reference ?? null,
      providerReference: tx.reference ?? null,
      outcome: outcomeOfTransaction(tx, 'charge'),
      details: { id: tx.id, status: tx.status, amount: tx.amount, currency: tx.currency },
    };
  }
  if (type === 'refund.processed' || type === 'refund.failed') {
    const transaction = (data.transaction ?? {}) as { reference?: string };
    const reference = (data.transaction_reference as string | undefined) ?? transaction.reference ?? null;
    const refundId = data.id === undefined || data.id === null ? null : String(data.id);
    const eventId = `${type}:${refundId ?? String(data.refund_reference ?? reference)}`;
    const amount = Number(data.amount);
    const outcome: ProviderOutcome | null =
      type === 'refund.processed'
        ? {
            kind: 'refunded',
            eventId,
            ...(Number.isInteger(amount) && amount > 0
              ? { refund: { providerRefundId: refundId, amountMinor: amount } }
              : {}),
          }
        : refundId
          ? { kind: 'refund-failed', eventId, providerRefundId: refundId, reason: 'The refund failed at Paystack.' }
          : null;
    return {
      eventId,
      type,
      reference,
      providerReference: reference,
      outcome,
      details: { id: data.id, amount: data.amount, currency: data.currency, status: data.status },
    };
  }
  return {
    eventId: `${type}:${String(data.id ?? data.reference ?? '')}`,
    type,
    reference: (data.reference as string | undefined) ?? null,
    providerReference: null,
    outcome: null,
    details: { id: data.id, status: data.status },
  };
}
