import { DEFAULT_SITE_VIEW, type Locale, type SiteView } from '@cq/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadMessages } from '../../../i18n/load-catalogue';
import { LocaleProvider } from '../../../i18n/locale-context';
import { seedSiteView } from '../../../lib/site-view';

/** Each carousel the slider made: the options it asked for and what it was told to do. */
const created: {
  options: Record<string, unknown>;
  goTo: ReturnType<typeof vi.fn>;
  play: ReturnType<typeof vi.fn>;
  stop: ReturnType<typeof vi.fn>;
}[] = [];
// The engine's own timing is tested in hero-carousel.test.ts; here, what the slider asks of it.
vi.mock('./hero-carousel', () => ({
  createHeroCarousel: (_el: HTMLElement, options: Record<string, unknown>) => {
    const carousel = { options, goTo: vi.fn(), play: vi.fn(), stop: vi.fn(), destroy: vi.fn() };
    created.push(carousel);
    return carousel;
  },
}));

const { HeroSlider } = await import('./hero-slider');

function setReducedMotion(reduce: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn(() => ({ matches: reduce, addEventListener: vi.fn(), removeEventListener: vi.fn() })),
  );
}

/** The slider as a page the server drew with this site view shows it, in `locale`; `turnTo` draws it in another. */
async function renderSlider(view: SiteView = DEFAULT_SITE_VIEW, locale: Locale = 'en') {
  const client = new QueryClient();
  seedSiteView(client, view);
  const tree = async (language: Locale) => (
    <LocaleProvider locale={language} messages={await loadMessages(language)}>
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <HeroSlider />
        </MemoryRouter>
      </QueryClientProvider>
    </LocaleProvider>
  );
  const shown = render(await tree(locale));
  return { turnTo: async (language: Locale) => shown.rerender(await tree(language)) };
}

afterEach(() => {
  created.length = 0;
  vi.unstubAllGlobals();
});

describe('HeroSlider', () => {
  it('loops, autoplays every 5000 ms with a 500 ms transition and does not pause on hover', async () => {
    setReducedMotion(false);
    await renderSlider();
    // The slider's code arrives after the first paint.
    await vi.waitFor(() => expect(created).toHaveLength(1));
    expect(created[0]?.options).toMatchObject({ loop: true, speed: 500, autoplay: { delay: 5000 }, rtl: false });
  });

  it('pauses and plays again from its button, and goes to the slide a bullet names', async () => {
    setReducedMotion(false);
    await renderSlider();
    await vi.waitFor(() => expect(created).toHaveLength(1));
    fireEvent.click(screen.getByRole('button', { name: 'Pause the slides' }));
    expect(created[0]?.stop).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Play the slides' }));
    expect(created[0]?.play).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: /Show slide 3/ }));
    expect(created[0]?.goTo).toHaveBeenCalledWith(2);
  });

  it("keeps a visitor's pause when the page turns to Arabic and the carousel is made again", async () => {
    setReducedMotion(false);
    const { turnTo } = await renderSlider();
    await vi.waitFor(() => expect(created).toHaveLength(1));
    fireEvent.click(screen.getByRole('button', { name: 'Pause the slides' }));
    await turnTo('ar');
    await vi.waitFor(() => expect(created).toHaveLength(2));
    expect(created[1]?.options).toMatchObject({ rtl: true });
    expect(created[1]?.stop).toHaveBeenCalled();
  });

  it('slides right to left on a page in Arabic', async () => {
    setReducedMotion(false);
    await renderSlider(DEFAULT_SITE_VIEW, 'ar');
    await vi.waitFor(() => expect(created.at(-1)?.options).toMatchObject({ rtl: true }));
  });

  it('has the three slides with their buttons and targets', async () => {
    setReducedMotion(false);
    await renderSlider();
    expect(screen.getByText('Our Cause')).toBeInTheDocument();
    expect(screen.getByText('Join the Competition')).toBeInTheDocument();
    expect(screen.getByText('Sponsorship')).toBeInTheDocument();
    const href = (name: string) => screen.getByRole('link', { name, hidden: true }).getAttribute('href');
    expect(href('Learn more')).toBe('/about');
    expect(href('Register Now')).toBe('/auth/signup');
    expect(href('Become a Sponsor')).toBe('/sponsorship');
  });

  it('stops the autoplay and the sliding animation when the visitor prefers reduced motion', async () => {
    setReducedMotion(true);
    await renderSlider();
    // The slider the page keeps (one made before the preference was read is destroyed).
    await vi.waitFor(() => expect(created.at(-1)?.options).toMatchObject({ loop: true, speed: 0, autoplay: false }));
    expect(screen.queryByRole('button', { name: 'Pause the slides' })).not.toBeInTheDocument();
  });

  it("shows the organisers' titles and texts, the first slide's title as the page heading", async () => {
    setReducedMotion(false);
    const view = structuredClone(DEFAULT_SITE_VIEW);
    view.content.hero.ourCause = { title: 'Crowned for service', text: 'Six queens, one purpose.' };
    view.content.hero.join.title = 'Applications open now';
    await renderSlider(view);
    expect(screen.getByRole('heading', { level: 1, name: 'Crowned for service' })).toBeInTheDocument();
    expect(screen.getByText('Six queens, one purpose.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Applications open now', hidden: true })).toBeInTheDocument();
  });
  it('shows the organisers’ slide in the reader’s language, else their English marked nowhere as translated', async () => {
    setReducedMotion(true);
    const view = structuredClone(DEFAULT_SITE_VIEW);
    view.content.hero.ourCause = {
      title: 'Season 2027 opens',
      text: 'Applications open on 1 March.',
      translations: {
        fr: { title: 'La saison 2027 commence', text: 'Les candidatures ouvrent le 1er mars.' },
        ar: { title: 'انطلاق موسم 2027', text: 'يبدأ التقديم في 1 مارس.' },
      },
    };
    const { turnTo } = await renderSlider(view, 'fr');
    expect(screen.getAllByText('La saison 2027 commence').length).toBeGreaterThan(0);
    expect(screen.queryByText('Season 2027 opens')).toBeNull();
    await turnTo('ar');
    expect(screen.getAllByText('انطلاق موسم 2027').length).toBeGreaterThan(0);
    await turnTo('es');
    expect(screen.getAllByText('Season 2027 opens').length).toBeGreaterThan(0);
    expect(screen.getAllByText('Applications open on 1 March.').length).toBeGreaterThan(0);
  });
});
