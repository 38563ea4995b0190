import { DEFAULT_SITE_VIEW } from '@cq/shared';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { loadMessages } from '../../../i18n/load-catalogue';
import { LocaleProvider } from '../../../i18n/locale-context';
import { mockApi } from '../../../test/mock-api';
import { renderRoute } from '../../../test/render';
import PrivacyPage from './privacy-page';
import TermsPage from './terms-page';

const serve = () =>
  mockApi({ 'GET /site/content': () => ({ status: 200, body: { success: true, data: { site: DEFAULT_SITE_VIEW } } }) });

describe('The legal pages', () => {
  it('keeps the English words, the numbered sections and the link to the privacy policy', () => {
    serve();
    renderRoute(<TermsPage />, { at: '/terms-of-use', path: '/terms-of-use' });
    expect(screen.getByRole('heading', { level: 1, name: 'Terms of Use' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: '1. Acceptance of these terms' })).toBeInTheDocument();
    expect(screen.getByText(/^Last updated:/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');
  });

  it('speaks French on the terms of use, the link inside its sentence', async () => {
    serve();
    const messages = await loadMessages('fr');
    renderRoute(
      <LocaleProvider locale="fr" messages={messages}>
        <TermsPage />
      </LocaleProvider>,
      { at: '/terms-of-use', path: '/terms-of-use' },
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Conditions d’utilisation' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: '9. Confidentialité' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Politique de confidentialité' })).toHaveAttribute(
      'href',
      '/privacy-policy',
    );
    expect(screen.getByText(/^Dernière mise à jour/)).toBeInTheDocument();
  });

  it('speaks Arabic on the privacy policy', async () => {
    serve();
    const messages = await loadMessages('ar');
    renderRoute(
      <LocaleProvider locale="ar" messages={messages}>
        <PrivacyPage />
      </LocaleProvider>,
      { at: '/privacy-policy', path: '/privacy-policy' },
    );
    expect(screen.getByRole('heading', { level: 1, name: 'سياسة الخصوصية' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: '8. حقوقك' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'اتصل بنا' })).toBeInTheDocument();
  });
});
