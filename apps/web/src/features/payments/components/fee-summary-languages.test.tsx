import type { Locale } from '@cq/shared';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { loadMessages } from '../../../i18n/load-catalogue';
import { LocaleProvider } from '../../../i18n/locale-context';
import { FeeSummary } from './fee-summary';

async function totalIn(locale: Locale) {
  const messages = await loadMessages(locale);
  const view = render(
    <LocaleProvider locale={locale} messages={messages}>
      <FeeSummary fee={1250.5} currency="USD" />
    </LocaleProvider>,
  );
  const total = view.container.querySelector('dl > div:last-child dd');
  const text = total?.textContent?.replace(/\s+/g, ' ').trim();
  view.unmount();
  return text;
}

describe('the fee summary’s total', () => {
  it('names the currency once in every language', async () => {
    expect(await totalIn('en')).toBe('$1,250.50 USD');
    expect(await totalIn('fr')).toBe('1 250,50 $US');
    expect(await totalIn('pt')).toBe('US$ 1.250,50');
    for (const locale of ['es', 'ar'] as const) {
      const total = await totalIn(locale);
      expect(total, locale).toMatch(/US\$|\$/);
      expect(total, locale).not.toMatch(/USD/);
    }
    expect(screen.queryByText('USD')).toBeNull();
  });
});
