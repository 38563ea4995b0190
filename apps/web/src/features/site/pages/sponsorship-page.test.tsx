import { DEFAULT_SITE_CONTENT, DEFAULT_SITE_VIEW, type SiteView } from '@cq/shared';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { loadMessages } from '../../../i18n/load-catalogue';
import { LocaleProvider } from '../../../i18n/locale-context';
import { mockApi } from '../../../test/mock-api';
import { renderRoute } from '../../../test/render';
import SponsorshipPage from './sponsorship-page';

const serve = (site: SiteView = DEFAULT_SITE_VIEW) =>
  mockApi({ 'GET /site/content': () => ({ status: 200, body: { success: true, data: { site } } }) });

/** The organisers renamed the title tier and priced it; the other tiers keep the built-in words. */
const RENAMED: SiteView = {
  ...DEFAULT_SITE_VIEW,
  content: {
    ...DEFAULT_SITE_VIEW.content,
    sponsorship: {
      ...DEFAULT_SITE_VIEW.content.sponsorship,
      tiers: {
        ...DEFAULT_SITE_VIEW.content.sponsorship.tiers,
        title: { name: 'Presenting Partner', tagline: 'Your name on the crown', price: 50000 },
      },
    },
  },
};

describe('SponsorshipPage', () => {
  it('shows the built-in tiers and prices in English', () => {
    serve();
    renderRoute(<SponsorshipPage />, { at: '/sponsorship', path: '/sponsorship' });
    expect(screen.getByRole('heading', { level: 1, name: 'Sponsorship & Partnership' })).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: DEFAULT_SITE_CONTENT.sponsorship.tiers.title.name }),
    ).toBeInTheDocument();
    expect(screen.getAllByText('Price on request')).toHaveLength(4);
  });

  it('speaks French: the headings, the tiers and the form; the words staff wrote show as written', async () => {
    serve(RENAMED);
    const messages = await loadMessages('fr');
    renderRoute(
      <LocaleProvider locale="fr" messages={messages}>
        <SponsorshipPage />
      </LocaleProvider>,
      { at: '/sponsorship', path: '/sponsorship' },
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Partenariats et mécénat' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Presenting Partner' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Partenaire régional' })).toBeInTheDocument();
    expect(screen.getByText('Votre nom sur la couronne')).toBeInTheDocument();
    expect(screen.getByText(/^À partir de 50\s000/)).toBeInTheDocument();
    expect(screen.getAllByText('Prix sur demande')).toHaveLength(3);
    expect(screen.getByRole('button', { name: /Envoyer la demande/ })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Médias et presse' })).toHaveValue('Media & Press Inquiries');
  });

  it('reads a tier in Portuguese where staff wrote one, and their English marked as English elsewhere', async () => {
    const site: SiteView = {
      ...RENAMED,
      content: {
        ...RENAMED.content,
        sponsorship: {
          ...RENAMED.content.sponsorship,
          tiers: {
            ...RENAMED.content.sponsorship.tiers,
            title: {
              ...RENAMED.content.sponsorship.tiers.title,
              translations: { pt: { name: 'Parceiro principal', tagline: 'O seu nome na coroa' } },
            },
            event: { name: 'Gala Partner', tagline: 'One unforgettable night', price: null },
          },
        },
      },
    };
    serve(site);
    renderRoute(
      <LocaleProvider locale="pt" messages={await loadMessages('pt')}>
        <SponsorshipPage />
      </LocaleProvider>,
      { at: '/sponsorship', path: '/sponsorship' },
    );
    const own = await screen.findByRole('heading', { name: 'Parceiro principal' });
    expect(own).not.toHaveAttribute('lang');
    expect(screen.getByText('O seu nome na coroa')).not.toHaveAttribute('lang');
    // No Portuguese version of a tier staff renamed: their English, said to be English.
    expect(screen.getByRole('heading', { name: 'Gala Partner' })).toHaveAttribute('lang', 'en');
    expect(screen.getByText('One unforgettable night')).toHaveAttribute('lang', 'en');
    expect(screen.queryByRole('heading', { name: 'Presenting Partner' })).toBeNull();
  });
});
