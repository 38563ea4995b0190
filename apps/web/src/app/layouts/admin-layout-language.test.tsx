import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { applyDocumentLocale } from '../../i18n/document-locale';
import { loadMessages } from '../../i18n/load-catalogue';
import { LocaleProvider } from '../../i18n/locale-context';
import { mockApi } from '../../test/mock-api';
import { renderRoute } from '../../test/render';
import { AdminLayout } from './admin-layout';

describe('the back office in another language', () => {
  it.each([
    ['ar', 'rtl', 'نظرة عامة', 'لوحة الإدارة'],
    ['fr', 'ltr', 'Vue d’ensemble', 'Back-office'],
  ] as const)('speaks %s, drawn %s, on the page and its frame', async (locale, dir, overview, backOffice) => {
    mockApi({});
    // The page was English before the back office opened: it takes the back office's language while shown.
    applyDocumentLocale('en');
    const view = renderRoute(
      <LocaleProvider locale={locale} messages={await loadMessages(locale)}>
        <AdminLayout />
      </LocaleProvider>,
      { at: '/admin', path: '/admin' },
    );
    expect(document.documentElement).toHaveAttribute('lang', locale);
    expect(document.documentElement).toHaveAttribute('dir', dir);
    const frame = screen.getByRole('main').closest('[lang]');
    expect(frame).toHaveAttribute('lang', locale);
    expect(frame).toHaveAttribute('dir', dir);
    expect(await screen.findAllByRole('link', { name: overview })).not.toHaveLength(0);
    expect(screen.getByRole('navigation', { name: backOffice })).toBeInTheDocument();
    view.unmount();
    expect(document.documentElement).toHaveAttribute('lang', 'en');
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
  });

  it('stays English, left to right, in English', () => {
    mockApi({});
    renderRoute(<AdminLayout />, { at: '/admin', path: '/admin' });
    const frame = screen.getByRole('main').closest('[lang]');
    expect(frame).toHaveAttribute('lang', 'en');
    expect(frame).toHaveAttribute('dir', 'ltr');
    expect(screen.getByRole('navigation', { name: 'Back office' })).toBeInTheDocument();
  });
});
