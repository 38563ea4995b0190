import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { applyDocumentLocale } from '../../i18n/document-locale';
import { loadMessages } from '../../i18n/load-catalogue';
import { LocaleProvider } from '../../i18n/locale-context';
import { mockApi } from '../../test/mock-api';
import { renderRoute } from '../../test/render';
import { AdminLayout } from './admin-layout';

describe('the back office under another language’s address', () => {
  it.each(['ar', 'fr'] as const)('says English, left to right, on the page and its frame (%s)', async (locale) => {
    mockApi({});
    applyDocumentLocale(locale);
    const view = renderRoute(
      <LocaleProvider locale={locale} messages={await loadMessages(locale)}>
        <AdminLayout />
      </LocaleProvider>,
      { at: '/admin', path: '/admin' },
    );
    expect(document.documentElement).toHaveAttribute('lang', 'en');
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
    const frame = screen.getByRole('main').closest('[lang]');
    expect(frame).toHaveAttribute('lang', 'en');
    expect(frame).toHaveAttribute('dir', 'ltr');
    view.unmount();
    expect(document.documentElement).toHaveAttribute('lang', locale);
    expect(document.documentElement).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr');
  });
});
