import { createHmac, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Local stand-ins for the payment providers at the HTTP boundary: tiny servers
 * that answer as Paystack's and Stripe's APIs do, so the real adapters (and the
 * official Stripe client) are exercised over HTTP. Each can be told to decline,
 * to report another amount, to fail with 5xx, or to hang (a time-out).
 */
export type FakeMode = 'ok' | 'error' | 'hang';

export interface RecordedRequest {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

interface Served {
  status: number;
  body: unknown;
}

async function serve(
  route: (req: RecordedRequest) => Served,
  getMode: () => FakeMode,
  errorBody: unknown,
): Promise<{ url: string; requests: RecordedRequest[]; close(): Promise<void> }> {
  const requests: RecordedRequest[] = [];
  const hanging = new Set<http.ServerResponse>();
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      const recorded = { method: req.method ?? 'GET', path: req.url ?? '/', headers: req.headers, body };
      requests.push(recorded);
      const mode = getMode();
      if (mode === 'hang') {
        hanging.add(res);
        return;
      }
      const answer = mode === 'error' ? { status: 503, body: errorBody } : route(recorded);
      res.writeHead(answer.status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: async () => {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** A port nothing listens on: the provider is down. */
export async function deadUrl(): Promise<string> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}

// ——— Paystack ———

export interface PaystackTransaction {
  id: number;
  reference: string;
  amount: number;
  currency: string;
  email: string;
  status: 'abandoned' | 'success' | 'failed' | 'reversed';
  gateway_response: string;
}

export interface FakePaystack {
  url: string;
  requests: RecordedRequest[];
  mode: FakeMode;
  transactions: Map<string, PaystackTransaction>;
  /** The refunds asked for, as Paystack queues them. */
  refunds: { id: number; transaction: string; amount: number }[];
  /** What the payer does on Paystack's page. `amount` lets a test report a different amount. */
  settle(reference: string, status: PaystackTransaction['status'], amount?: number): PaystackTransaction;
  close(): Promise<void>;
}

export async function startFakePaystack(secretKey: string): Promise<FakePaystack> {
  const transactions = new Map<string, PaystackTransaction>();
  let nextId = 4_100_000;
  const fake = {} as FakePaystack;
  fake.mode = 'ok';
  fake.transactions = transactions;
  fake.refunds = [];
  let nextRefundId = 900_000;
  const unauthorised = { status: 401, body: { status: false, message: 'Invalid key' } };
  const server = await serve(
    (req) => {
      if (req.headers.authorization !== `Bearer ${secretKey}`) return unauthorised;
      if (req.method === 'POST' && req.path === '/transaction/initialize') {
        const b = JSON.parse(req.body) as { email: string; amount: number; currency: string; reference: string };
        if (transactions.has(b.reference)) {
          return { status: 400, body: { status: false, message: 'Duplicate Transaction Reference' } };
        }
        nextId += 1;
        transactions.set(b.reference, {
          id: nextId,
          reference: b.reference,
          amount: Number(b.amount),
          currency: b.currency,
          email: b.email,
          status: 'abandoned',
          gateway_response: 'The transaction was not completed',
        });
        const accessCode = randomBytes(6).toString('hex');
        return {
          status: 200,
          body: {
            status: true,
            message: 'Authorization URL created',
            data: {
              authorization_url: `https://checkout.paystack.com/${accessCode}`,
              access_code: accessCode,
              reference: b.reference,
            },
          },
        };
      }
      if (req.method === 'POST' && req.path === '/refund') {
        const b = JSON.parse(req.body) as { transaction: string; amount: number };
        const tx = transactions.get(b.transaction);
        if (tx?.status !== 'success') {
          return { status: 400, body: { status: false, message: 'Transaction has not been paid' } };
        }
        const refunded = fake.refunds.filter((r) => r.transaction === tx.reference).reduce((n, r) => n + r.amount, 0);
        if (refunded + Number(b.amount) > tx.amount) {
          return { status: 400, body: { status: false, message: 'Refund amount exceeds transaction amount' } };
        }
        nextRefundId += 1;
        const refund = { id: nextRefundId, transaction: tx.reference, amount: Number(b.amount) };
        fake.refunds.push(refund);
        return {
          status: 200,
          body: {
            status: true,
            message: 'Refund has been queued for processing',
            data: { id: refund.id, amount: refund.amount, currency: tx.currency, status: 'pending', transaction: tx },
          },
        };
      }
      const verify = /^\/transaction\/verify\/(.+)$/.exec(req.path);
      if (req.method === 'GET' && verify?.[1]) {
        const tx = transactions.get(decodeURIComponent(verify[1]));
        if (!tx) return { status: 400, body: { status: false, message: 'Transaction reference not found' } };
        return {
          status: 200,
          body: { status: true, message: 'Verification successful', data: { ...tx, paid_at: null } },
        };
      }
      return { status: 404, body: { status: false, message: 'Not found' } };
    },
    () => fake.mode,
    { status: false, message: 'Service unavailable. Please try again later.' },
  );
  fake.url = server.url;
  fake.requests = server.requests;
  fake.close = server.close;
  fake.settle = (reference, status, amount) => {
    const tx = transactions.get(reference);
    if (!tx) throw new Error(`no paystack transaction ${reference}`);
    tx.status = status;
    if (amount !== undefined) tx.amount = amount;
    tx.gateway_response = status === 'success' ? 'Approved' : status === 'failed' ? 'Declined' : tx.gateway_response;
    return tx;
  };
  return fake;
}

/** A Paystack webhook body and its signature (HMAC-SHA512 of the raw body with the secret key). */
export function paystackWebhook(secretKey: string, payload: unknown): { body: string; signature: string } {
  const body = JSON.stringify(payload);
  return { body, signature: createHmac('sha512', secretKey).update(body).digest('hex') };
}

// ——— Stripe ———

export interface StripeIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  amount_received: number;
  currency: string;
  status: 'requires_payment_method' | 'requires_confirmation' | 'processing' | 'succeeded' | 'canceled';
  client_secret: string;
  metadata: Record<string, string>;
  last_payment_error: null | {
    type: string;
    code: string;
    message: string;
    charge: string;
    payment_method: { id: string; object: 'payment_method' };
  };
  latest_charge: string | null;
  livemode: false;
  created: number;
}

export interface FakeStripe {
  url: string;
  requests: RecordedRequest[];
  mode: FakeMode;
  intents: Map<string, StripeIntent>;
  /** The refunds made, by id. */
  refunds: Map<string, StripeRefund>;
  /** What happens when the card form is confirmed in the browser. */
  confirm(id: string, result: 'succeeded' | 'declined', amountReceived?: number): StripeIntent;
  close(): Promise<void>;
}

export interface StripeRefund {
  id: string;
  object: 'refund';
  amount: number;
  currency: string;
  payment_intent: string;
  charge: string | null;
  status: 'pending' | 'succeeded' | 'failed';
  metadata: Record<string, string>;
  failure_reason: string | null;
  created: number;
}

/** Reads Stripe's form encoding (metadata[orderId]=…) into a flat record. */
function formFields(body: string): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(body));
}

export async function startFakeStripe(secretKey: string): Promise<FakeStripe> {
  const intents = new Map<string, StripeIntent>();
  const byIdempotencyKey = new Map<string, string>();
  const fake = {} as FakeStripe;
  fake.mode = 'ok';
  fake.intents = intents;
  fake.refunds = new Map();
  const refundsByKey = new Map<string, string>();
  const server = await serve(
    (req) => {
      if (req.headers.authorization !== `Bearer ${secretKey}`) {
        return { status: 401, body: { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } } };
      }
      if (req.method === 'POST' && req.path === '/v1/payment_intents') {
        const key = String(req.headers['idempotency-key'] ?? '');
        const existing = key ? byIdempotencyKey.get(key) : undefined;
        if (existing) return { status: 200, body: intents.get(existing) };
        const f = formFields(req.body);
        const id = `pi_${randomBytes(8).toString('hex')}`;
        const metadata: Record<string, string> = {};
        for (const [k, v] of Object.entries(f)) {
          const m = /^metadata\[(.+)\]$/.exec(k);
          if (m?.[1]) metadata[m[1]] = v;
        }
        const intent: StripeIntent = {
          id,
          object: 'payment_intent',
          amount: Number(f.amount),
          amount_received: 0,
          currency: String(f.currency),
          status: 'requires_payment_method',
          client_secret: `${id}_secret_${randomBytes(8).toString('hex')}`,
          metadata,
          last_payment_error: null,
          latest_charge: null,
          livemode: false,
          created: Math.floor(Date.now() / 1000),
        };
        intents.set(id, intent);
        if (key) byIdempotencyKey.set(key, id);
        return { status: 200, body: intent };
      }
      if (req.method === 'POST' && req.path === '/v1/refunds') {
        const key = String(req.headers['idempotency-key'] ?? '');
        const existing = key ? refundsByKey.get(key) : undefined;
        if (existing) return { status: 200, body: fake.refunds.get(existing) };
        const f = formFields(req.body);
        const intent = intents.get(String(f.payment_intent));
        if (intent?.status !== 'succeeded') {
          return {
            status: 400,
            body: { error: { type: 'invalid_request_error', message: 'This PaymentIntent has no successful charge' } },
          };
        }
        const already = [...fake.refunds.values()]
          .filter((r) => r.payment_intent === intent.id && r.status !== 'failed')
          .reduce((n, r) => n + r.amount, 0);
        const amount = f.amount ? Number(f.amount) : intent.amount_received - already;
        if (already + amount > intent.amount_received) {
          return {
            status: 400,
            body: {
              error: {
                type: 'invalid_request_error',
                code: 'charge_already_refunded',
                message: 'Refund amount is greater than unrefunded amount on charge',
              },
            },
          };
        }
        const metadata: Record<string, string> = {};
        for (const [k, v] of Object.entries(f)) {
          const m = /^metadata\[(.+)\]$/.exec(k);
          if (m?.[1]) metadata[m[1]] = v;
        }
        const refund: StripeRefund = {
          id: `re_${randomBytes(8).toString('hex')}`,
          object: 'refund',
          amount,
          currency: intent.currency,
          payment_intent: intent.id,
          charge: intent.latest_charge,
          status: 'pending',
          metadata,
          failure_reason: null,
          created: Math.floor(Date.now() / 1000),
        };
        fake.refunds.set(refund.id, refund);
        if (key) refundsByKey.set(key, refund.id);
        return { status: 200, body: refund };
      }
      const retrieve = /^\/v1\/payment_intents\/([^/?]+)/.exec(req.path);
      if (req.method === 'GET' && retrieve?.[1]) {
        const intent = intents.get(retrieve[1]);
        if (!intent) {
          return {
            status: 404,
            body: {
              error: { type: 'invalid_request_error', code: 'resource_missing', message: 'No such payment_intent' },
            },
          };
        }
        return { status: 200, body: intent };
      }
      return { status: 404, body: { error: { type: 'invalid_request_error', message: 'Unrecognized request URL' } } };
    },
    () => fake.mode,
    { error: { type: 'api_error', message: 'An unknown error occurred' } },
  );
  fake.url = server.url;
  fake.requests = server.requests;
  fake.close = server.close;
  fake.confirm = (id, result, amountReceived) => {
    const intent = intents.get(id);
    if (!intent) throw new Error(`no intent ${id}`);
    const charge = `ch_${randomBytes(6).toString('hex')}`;
    intent.latest_charge = charge;
    if (result === 'succeeded') {
      intent.status = 'succeeded';
      intent.amount_received = amountReceived ?? intent.amount;
      intent.last_payment_error = null;
    } else {
      intent.status = 'requires_payment_method';
      intent.last_payment_error = {
        type: 'card_error',
        code: 'card_declined',
        message: 'Your card was declined.',
        charge,
        payment_method: { id: `pm_${randomBytes(6).toString('hex')}`, object: 'payment_method' },
      };
    }
    return intent;
  };
  return fake;
}

/** A Stripe event as Stripe sends it to a webhook endpoint. */
export function stripeEvent(type: string, object: unknown, id = `evt_${randomBytes(8).toString('hex')}`) {
  return {
    id,
    object: 'event',
    api_version: '2026-10-28.endive',
    created: Math.floor(Date.now() / 1000),
    type,
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    data: { object },
  };
}
