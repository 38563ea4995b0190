import type { MyPayment } from '@cq/shared';

/** The order id of the sample payment. */
export const SAMPLE_PAYMENT_ID = '9a1d0c3e-0000-4000-8000-000000000001';

/** A contestant's paid registration fee (USD 150 by card, with its receipt) as her payments list gives it. */
export function samplePayment(over: Partial<MyPayment> = {}): MyPayment {
  return {
    _id: SAMPLE_PAYMENT_ID,
    product: 'registration_fee',
    item: 'Continental Queens registration fee',
    purchase: { kind: 'fee', siteName: 'Continental Queens' },
    reference: 'CQ-paid',
    status: 'paid',
    provider: 'stripe',
    method: null,
    amountMinor: 15000,
    currency: 'USD',
    couponCode: null,
    discountMinor: 0,
    createdAt: '2026-03-14T09:20:00.000Z',
    paidAt: '2026-03-14T09:30:00.000Z',
    refundedAt: null,
    receiptNumber: '2026-9A1D0C3E0000',
    autoRefund: null,
    ...over,
  };
}
