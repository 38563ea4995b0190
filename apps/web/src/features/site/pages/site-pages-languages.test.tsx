import { DEFAULT_SITE_VIEW, type Locale } from '@cq/shared';
import { screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadMessages } from '../../../i18n/load-catalogue';
import { LocaleProvider } from '../../../i18n/locale-context';
import { mockApi } from '../../../test/mock-api';
import { sampleDelegateProfile } from '../../../test/public-site';
import { renderRoute } from '../../../test/render';
import AboutPage from './about-page';
import CompetitionPage from './competition-page';
import ContinentPage from './continent-page';
import DelegatePage from './delegate-page';
import NotFoundPage from './not-found-page';

// The hero's slider engine needs a browser's layout; its own tests are in components/hero-carousel.test.ts.
vi.mock('../components/hero-carousel', () => ({
  createHeroCarousel: () => ({ goTo: vi.fn(), play: vi.fn(), stop: vi.fn(), destroy: vi.fn() }),
}));

const { default: HomePage } = await import('./home-page');

/** A page as a reader of `locale` sees it, at `at` (matched by `path`). */
async function renderIn(locale: Locale, page: ReactElement, at = '/', path = at) {
  const messages = await loadMessages(locale);
  return renderRoute(
    <LocaleProvider locale={locale} messages={messages}>
      {page}
    </LocaleProvider>,
    { at, path },
  );
}

const siteView =
  (view = DEFAULT_SITE_VIEW) =>
  () => ({ body: { success: true, data: { site: view } } });

beforeEach(() => {
  vi.stubGlobal(
    'matchMedia',
    vi.fn(() => ({ matches: true, addEventListener: vi.fn(), removeEventListener: vi.fn() })),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('the public pages in other languages', () => {
  it('home, in French: the built-in slides and sections translated, the continents named in French', async () => {
    mockApi({ 'GET /site/content': siteView() });
    await renderIn('fr', <HomePage />);
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'La beauté au service d’une cause, couronnée sur six continents',
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Six continents, six couronnes' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Découvrir l’Amérique du Nord/ })).toHaveAttribute(
      'href',
      '/continents/north-america',
    );
    expect(screen.getByRole('button', { name: 'Lire la vidéo de présentation' })).toBeInTheDocument();
  });

  it('home, in Arabic: a slide title the organisers changed shows as they wrote it', async () => {
    const view = structuredClone(DEFAULT_SITE_VIEW);
    view.content.hero.ourCause.title = 'Crowned for service';
    mockApi({ 'GET /site/content': siteView(view) });
    await renderIn('ar', <HomePage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Crowned for service' })).toBeInTheDocument();
    expect(screen.getByText(/تحتفي Continental Queens بالنساء القياديات/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'ست قارات، ستة تيجان' })).toBeInTheDocument();
  });

  it('about, in Arabic', async () => {
    await renderIn('ar', <AboutPage />, '/about');
    expect(screen.getByRole('heading', { level: 1, name: 'من نحن' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'قيمنا' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'الرسالة' })).toBeInTheDocument();
  });

  it('the competition, in Spanish, with the weights as Spanish percentages', async () => {
    await renderIn('es', <CompetitionPage />, '/competition');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Seis coronas regionales, una gran final mundial' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Lo que busca el jurado' })).toBeInTheDocument();
    expect(screen.getAllByText('30 %')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'host@continentalqueens.example' })).toBeInTheDocument();
  });

  it('a continent, in Portuguese: its story, its delegates and the other continents', async () => {
    mockApi({
      'GET /delegates': () => ({
        body: {
          success: true,
          data: {
            delegates: [
              { slug: 'ama', name: 'Ama Mensah', country: 'Ghana', continent: 'Africa', cause: '', headshot: null },
            ],
          },
        },
      }),
      'GET /votes': () => ({ body: { success: true, data: { votes: [] } } }),
    });
    await renderIn('pt', <ContinentPage />, '/continents/africa', '/continents/:continent');
    expect(screen.getByRole('heading', { level: 1, name: 'África' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'O caminho até a coroa da África' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Conheça as representantes da África' })).toBeInTheDocument();
    expect(screen.getByText('Gana')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'América do Sul' })).toHaveAttribute('href', '/continents/south-america');
  });

  it('a delegate, in Arabic: her country and continent in Arabic, her own words as written', async () => {
    const profile = sampleDelegateProfile();

    mockApi({
      'GET /delegates/ama-mensah-ghana': () => ({ body: { success: true, data: profile } }),
      'GET /votes': () => ({ body: { success: true, data: { votes: [] } } }),
    });
    await renderIn('ar', <DelegatePage />, '/delegates/ama-mensah-ghana', '/delegates/:slug');
    expect(await screen.findByRole('heading', { level: 1, name: 'Ama Mensah' })).toBeInTheDocument();
    expect(screen.getByText('غانا · أفريقيا')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'نبذة عن Ama' })).toBeInTheDocument();
    expect(screen.getByText('Nurse and dancer.')).toBeInTheDocument();
    expect(screen.getByText('الرقص')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /ممثّلات أفريقيا/ })).toHaveAttribute('href', '/continents/africa');
  });

  it('the page-not-found page, in French', async () => {
    await renderIn('fr', <NotFoundPage />, '/nowhere');
    expect(screen.getByRole('heading', { level: 1, name: 'Cette page a quitté la scène' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Retour à l’accueil' })).toHaveAttribute('href', '/');
  });
});
