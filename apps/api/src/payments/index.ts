import type { CheckoutProviderName } from '@cq/shared';
import type { Config } from '../config';
import type { DbOrTx } from '../db/client';
import { paystackProvider } from './paystack';
import { stripeProvider } from './stripe';
import { testProvider } from './test-provider';
import type { PaymentProvider } from './types';

export * from './types';

/**
 * The providers by name. New payments go to the configured one; an order keeps
 * the provider it was made with, so its late webhook or verification still
 * finds the right adapter after the setting changes.
 */
export interface PaymentProviders {
  active: PaymentProvider;
  get(name: CheckoutProviderName): PaymentProvider;
}

export function createPaymentProviders(config: Config, db: DbOrTx): PaymentProviders {
  const { payments, publicUrl, siteName } = config;
  const all: Record<CheckoutProviderName, PaymentProvider> = {
    test: testProvider(db, publicUrl),
    paystack: paystackProvider({ ...payments.paystack, publicUrl, timeoutMs: payments.timeoutMs }),
    stripe: stripeProvider({ ...payments.stripe, timeoutMs: payments.timeoutMs, siteName }),
  };
  return { active: all[payments.provider], get: (name) => all[name] };
}
