import { describe, expect, it } from 'vitest';
import {
  canPay,
  formatAmount,
  formatAmountIn,
  formatMoney,
  formatMoneyIn,
  formatMoneyMinor,
  fromMinorUnits,
  isPaidStatus,
  payButtonLabel,
  paymentInitializeRequestSchema,
  toMinorUnits,
} from '../src';

describe('the Pay button', () => {
  it.each([
    ['paid', 'Payment Completed'],
    ['completed', 'Payment Completed'],
    ['failed', 'Retry Payment'],
    ['refunded', 'Payment Refunded'],
    ['pending', 'Pay $1.00 Now'],
    [null, 'Pay $1.00 Now'],
  ] as const)('status %s reads %s', (status, label) => {
    expect(payButtonLabel(status, 1)).toBe(label);
  });

  it('shows the fee as every other amount is shown', () => {
    expect(payButtonLabel(null, 25)).toBe('Pay $25.00 Now');
    expect(payButtonLabel(null, 12.5)).toBe('Pay $12.50 Now');
    expect(payButtonLabel(null, 5000, 'NGN')).toBe('Pay NGN\u00a05,000.00 Now');
  });

  it('allows paying when the status is empty, pending or failed', () => {
    expect([null, undefined, 'pending', 'failed'].map((s) => canPay(s as never))).toEqual([true, true, true, true]);
    expect(['paid', 'completed', 'refunded'].map((s) => canPay(s as never))).toEqual([false, false, false]);
  });

  it('reads paid, completed and success as a paid fee, and nothing else', () => {
    expect(['paid', 'completed', 'success'].map(isPaidStatus)).toEqual([true, true, true]);
    expect(['pending', 'failed', 'refunded', '', null, undefined].map(isPaidStatus)).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
  });
});

describe('amounts', () => {
  it("formats money with Intl, the fee as '$fee.00'", () => {
    expect(formatMoney(1, 'USD')).toBe('$1.00');
    expect(formatMoney(1234.5, 'EUR')).toBe('€1,234.50');
    expect(formatMoney(5000, 'NGN')).toBe('NGN\u00a05,000.00');
    expect(formatMoneyMinor(2500, 'USD')).toBe('$25.00');
    expect(formatAmount(100, 'USD')).toBe('$1.00 USD');
    expect(formatAmount(250000, 'NGN')).toBe('NGN\u00a02,500.00');
  });

  it('writes an amount each language’s way, naming the currency once', () => {
    expect(formatAmountIn('en', 125050, 'USD')).toBe('$1,250.50 USD');
    expect(formatAmountIn('fr', 125050, 'USD')).toBe('1\u202f250,50\u00a0$US');
    expect(formatAmountIn('pt', 125050, 'USD')).toBe('US$\u00a01.250,50');
    expect(formatAmountIn('es', 125050, 'USD')).toBe('1250,50\u00a0US$');
    expect(formatAmountIn('ar', 125050, 'USD')).toMatch(/1,250\.50/);
    for (const locale of ['fr', 'es', 'pt', 'ar'] as const) {
      const written = formatAmountIn(locale, 125050, 'USD');
      expect(written, locale).not.toMatch(/USD/);
      expect(formatMoneyIn(locale, 1250.5, 'USD'), locale).toBe(written);
    }
    expect(formatAmountIn('fr', 250000, 'NGN')).toBe('2\u202f500,00\u00a0NGN');
  });

  it('converts to minor units without floating-point drift', () => {
    expect(toMinorUnits(19.99)).toBe(1999);
    expect(toMinorUnits(0.1 + 0.2)).toBe(30);
    expect(fromMinorUnits(1999)).toBe(19.99);
  });
});

describe('POST /payments/initialize request', () => {
  it('takes the product and the payer, never an amount', () => {
    const parsed = paymentInitializeRequestSchema.parse({
      productId: 'registration_fee',
      quantity: 1,
      firstName: ' Amara ',
      lastName: 'Okafor',
      email: 'amara@example.com',
      phone: '',
      amount: 0.01,
    });
    expect(parsed).toEqual({
      productId: 'registration_fee',
      quantity: 1,
      firstName: 'Amara',
      lastName: 'Okafor',
      email: 'amara@example.com',
      phone: '',
      // No code given: none applies.
      couponCode: '',
    });
    expect(paymentInitializeRequestSchema.safeParse({ productId: 'registration_fee', quantity: 2 }).success).toBe(
      false,
    );
  });
});
