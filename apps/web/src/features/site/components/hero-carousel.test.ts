import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** keen-slider stands in for itself without a browser's layout: what it was asked, and its hooks to call. */
interface FakeSlider {
  options: Record<string, unknown> & { [hook: string]: unknown };
  next: ReturnType<typeof vi.fn>;
  moveToIdx: ReturnType<typeof vi.fn>;
  destroy: ReturnType<typeof vi.fn>;
  track: { details: { rel: number } };
}
const sliders: FakeSlider[] = [];
vi.mock('keen-slider', () => ({
  default: class {
    next = vi.fn();
    moveToIdx = vi.fn();
    destroy = vi.fn();
    track = { details: { rel: 0 } };
    constructor(
      _el: HTMLElement,
      public options: Record<string, unknown>,
    ) {
      sliders.push(this as unknown as FakeSlider);
      // keen-slider calls its created hook before the constructor returns.
      (options.created as (s: unknown) => void)?.(this);
    }
  },
}));

const { createHeroCarousel } = await import('./hero-carousel');

const hook = (slider: FakeSlider, name: string) => (slider.options[name] as (s: FakeSlider) => void)(slider);
const make = (autoplay: false | { delay: number } = { delay: 5000 }, onChange = vi.fn()) => {
  const carousel = createHeroCarousel(document.createElement('div'), {
    loop: true,
    speed: 500,
    autoplay,
    rtl: false,
    onChange,
  });
  return { carousel, slider: sliders.at(-1) as FakeSlider, onChange };
};

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  sliders.length = 0;
});

describe('the hero carousel', () => {
  it('loops with a 500 ms transition, right to left when the page is', () => {
    make();
    expect(sliders[0]?.options).toMatchObject({ loop: true, rtl: false, defaultAnimation: { duration: 500 } });
    createHeroCarousel(document.createElement('div'), {
      loop: true,
      speed: 0,
      autoplay: false,
      rtl: true,
      onChange: vi.fn(),
    });
    expect(sliders[1]?.options).toMatchObject({ rtl: true, defaultAnimation: { duration: 0 } });
  });

  it('moves on every 5000 ms, counted from when each slide has arrived', () => {
    const { slider } = make();
    vi.advanceTimersByTime(4999);
    expect(slider.next).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(slider.next).toHaveBeenCalledTimes(1);
    // The slide takes 500 ms to arrive; the next count starts then.
    vi.advanceTimersByTime(500);
    hook(slider, 'animationEnded');
    vi.advanceTimersByTime(4999);
    expect(slider.next).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(slider.next).toHaveBeenCalledTimes(2);
  });

  it('holds while a visitor drags a slide and goes on once she lets go', () => {
    const { slider } = make();
    vi.advanceTimersByTime(3000);
    hook(slider, 'dragStarted');
    vi.advanceTimersByTime(20_000);
    expect(slider.next).not.toHaveBeenCalled();
    hook(slider, 'dragEnded');
    vi.advanceTimersByTime(5000);
    expect(slider.next).toHaveBeenCalledTimes(1);
  });

  it('stops and plays again on request, and stops for good when destroyed', () => {
    const { carousel, slider } = make();
    carousel.stop();
    hook(slider, 'animationEnded');
    vi.advanceTimersByTime(60_000);
    expect(slider.next).not.toHaveBeenCalled();
    carousel.play();
    vi.advanceTimersByTime(5000);
    expect(slider.next).toHaveBeenCalledTimes(1);
    carousel.destroy();
    vi.advanceTimersByTime(60_000);
    expect(slider.next).toHaveBeenCalledTimes(1);
    expect(slider.destroy).toHaveBeenCalled();
  });

  it('never moves by itself without an autoplay, even when asked to play', () => {
    const { carousel, slider } = make(false);
    carousel.play();
    hook(slider, 'animationEnded');
    vi.advanceTimersByTime(60_000);
    expect(slider.next).not.toHaveBeenCalled();
  });

  it('tells which slide is shown, and goes to the one asked for', () => {
    const { carousel, slider, onChange } = make();
    slider.track.details.rel = 2;
    hook(slider, 'slideChanged');
    expect(onChange).toHaveBeenCalledWith(2);
    carousel.goTo(1);
    expect(slider.moveToIdx).toHaveBeenCalledWith(1);
  });
});
