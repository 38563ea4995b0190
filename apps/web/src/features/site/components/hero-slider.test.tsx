import { DEFAULT_SITE_VIEW, type SiteView } from '@cq/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { seedSiteView } from '../../../lib/site-view';

const created: { options: Record<string, unknown>; autoplay: { start: () => void; stop: () => void } }[] = [];
vi.mock('swiper', () => ({
  default: class FakeSwiper {
    autoplay = { start: vi.fn(), stop: vi.fn() };
    constructor(_el: HTMLElement, options: Record<string, unknown>) {
      created.push({ options, autoplay: this.autoplay });
    }
    slideToLoop = vi.fn();
    destroy = vi.fn();
  },
}));
vi.mock('swiper/modules', () => ({ Autoplay: { name: 'autoplay' } }));

const { HeroSlider } = await import('./hero-slider');

function setReducedMotion(reduce: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn(() => ({ matches: reduce, addEventListener: vi.fn(), removeEventListener: vi.fn() })),
  );
}

/** The slider as a page the server drew with this site view shows it. */
function renderSlider(view: SiteView = DEFAULT_SITE_VIEW) {
  const client = new QueryClient();
  seedSiteView(client, view);
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <HeroSlider />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  created.length = 0;
  vi.unstubAllGlobals();
});

describe('HeroSlider', () => {
  it('loops, autoplays every 5000 ms with a 500 ms transition and does not pause on hover', async () => {
    setReducedMotion(false);
    renderSlider();
    // The slider's code arrives after the first paint.
    await vi.waitFor(() => expect(created).toHaveLength(1));
    expect(created[0]?.options).toMatchObject({
      loop: true,
      speed: 500,
      autoplay: { delay: 5000, disableOnInteraction: false, pauseOnMouseEnter: false },
    });
  });

  it('has the three slides with their buttons and targets', () => {
    setReducedMotion(false);
    renderSlider();
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
    renderSlider();
    // The slider the page keeps (one made before the preference was read is destroyed).
    await vi.waitFor(() => expect(created.at(-1)?.options).toMatchObject({ loop: true, speed: 0, autoplay: false }));
    expect(screen.queryByRole('button', { name: 'Pause the slides' })).not.toBeInTheDocument();
  });

  it("shows the organisers' titles and texts, the first slide's title as the page heading", () => {
    setReducedMotion(false);
    const view = structuredClone(DEFAULT_SITE_VIEW);
    view.content.hero.ourCause = { title: 'Crowned for service', text: 'Six queens, one purpose.' };
    view.content.hero.join.title = 'Applications open now';
    renderSlider(view);
    expect(screen.getByRole('heading', { level: 1, name: 'Crowned for service' })).toBeInTheDocument();
    expect(screen.getByText('Six queens, one purpose.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Applications open now', hidden: true })).toBeInTheDocument();
  });
});
