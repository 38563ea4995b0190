import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

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

afterEach(() => {
  created.length = 0;
  vi.unstubAllGlobals();
});

describe('HeroSlider', () => {
  it('loops, autoplays every 5000 ms with a 500 ms transition and does not pause on hover', () => {
    setReducedMotion(false);
    render(
      <MemoryRouter>
        <HeroSlider />
      </MemoryRouter>,
    );
    expect(created).toHaveLength(1);
    expect(created[0]?.options).toMatchObject({
      loop: true,
      speed: 500,
      autoplay: { delay: 5000, disableOnInteraction: false, pauseOnMouseEnter: false },
    });
  });

  it('has the three slides with their buttons and targets', () => {
    setReducedMotion(false);
    render(
      <MemoryRouter>
        <HeroSlider />
      </MemoryRouter>,
    );
    expect(screen.getByText('Our Cause')).toBeInTheDocument();
    expect(screen.getByText('Join the Competition')).toBeInTheDocument();
    expect(screen.getByText('Sponsorship')).toBeInTheDocument();
    const href = (name: string) => screen.getByRole('link', { name, hidden: true }).getAttribute('href');
    expect(href('Learn more')).toBe('/about');
    expect(href('Register Now')).toBe('/auth/signup');
    expect(href('Become a Sponsor')).toBe('/sponsorship');
  });

  it('stops the autoplay and the sliding animation when the visitor prefers reduced motion', () => {
    setReducedMotion(true);
    render(
      <MemoryRouter>
        <HeroSlider />
      </MemoryRouter>,
    );
    expect(created[0]?.options).toMatchObject({ loop: true, speed: 0, autoplay: false });
    expect(screen.queryByRole('button', { name: 'Pause the slides' })).not.toBeInTheDocument();
  });
});
