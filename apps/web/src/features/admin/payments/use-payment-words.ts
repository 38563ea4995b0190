import {
  fromMinorUnits,
  type ManualPaymentMethod,
  type OrderStatus,
  type PAYMENT_PROVIDERS,
  type PaymentPeriodDate,
} from '@cq/shared';
import { useMemo } from 'react';
import { useFormat } from '../../../i18n/format';
import { type Translate, useT } from '../../../i18n/locale-context';
import { useAdminFormat } from '../components/format';
import { paymentsMessages as m } from './messages';

const STATUS = {
  pending: m.statusPending,
  paid: m.statusPaid,
  failed: m.statusFailed,
  refunded: m.statusRefunded,
} as const satisfies Record<OrderStatus, unknown>;

const PROVIDER = {
  test: m.providerTest,
  stripe: m.providerStripe,
  paystack: m.providerPaystack,
  manual: m.providerManual,
} as const satisfies Record<(typeof PAYMENT_PROVIDERS)[number], unknown>;

const METHOD = {
  bank_transfer: m.methodBankTransfer,
  cash: m.methodCash,
  waiver: m.methodWaiver,
} as const satisfies Record<ManualPaymentMethod, unknown>;

const PERIOD = { created: m.periodCreated, paid: m.periodPaid } as const satisfies Record<PaymentPeriodDate, unknown>;

export interface PaymentWords {
  t: Translate;
  status(status: OrderStatus): string;
  provider(provider: (typeof PAYMENT_PROVIDERS)[number]): string;
  method(method: ManualPaymentMethod): string;
  period(period: PaymentPeriodDate): string;
  /** An amount kept in minor units (cents), in the page's language. */
  money(amountMinor: number, currency: string): string;
  number(value: number): string;
  /** The back office's one date style: '21 Nov 2026, 14:05' in English, the language's own way otherwise. */
  dateTime(iso: string | null | undefined): string;
  /** A calendar day as stored ('2026-12-31'), read as that day wherever the reader is. */
  day(day: string | null | undefined): string;
}

/** The Payments page's words, money and dates in the page's language. */
export function usePaymentWords(): PaymentWords {
  const t = useT();
  const format = useFormat();
  const dates = useAdminFormat();
  return useMemo(
    () => ({
      t,
      status: (s) => t(STATUS[s]),
      provider: (p) => t(PROVIDER[p]),
      method: (x) => t(METHOD[x]),
      period: (p) => t(PERIOD[p]),
      money: (minor, currency) => format.currency(fromMinorUnits(minor), currency),
      number: (value) => format.number(value),
      dateTime: dates.dateTime,
      day: dates.day,
    }),
    [t, format, dates],
  );
}
