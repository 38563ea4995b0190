import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';

describe('configuration', () => {
  it('has working defaults for local use', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({ port: 3000, publicUrl: 'http://localhost:3000', siteName: 'Continental Queens' });
    expect(c.payments.provider).toBe('test');
    expect(c.storage.kind).toBe('local');
  });

  it('refuses a bad value with a message naming the variable', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ PUBLIC_URL: 'not a url' })).toThrow(/PUBLIC_URL/);
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'cash' })).toThrow(/PAYMENT_PROVIDER/);
  });

  it('refuses to start in production without its secrets', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/JWT_SECRET/);
    expect(() =>
      loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40), PAYMENT_PROVIDER: 'stripe' }),
    ).toThrow(/STRIPE_SECRET_KEY/);
    expect(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40) })).toThrow(/PAYMENT_PROVIDER/);
    const prod = {
      NODE_ENV: 'production',
      JWT_SECRET: 'x'.repeat(40),
      PAYMENT_PROVIDER: 'paystack',
      PAYSTACK_SECRET_KEY: 'sk_live_x',
    };
    expect(loadConfig(prod).isProduction).toBe(true);
  });
});
