import KeenSlider, { type KeenSliderInstance } from 'keen-slider';

/**
 * The hero's slider engine (keen-slider, ~6 KB), in its own chunk that loads after the first paint
 * (hero-slider.tsx). keen-slider moves the slides and follows touch and mouse drags; the autoplay is the few
 * lines below, because the library leaves it to its users.
 */
export interface HeroCarouselOptions {
  /** Whether the last slide is followed by the first again. */
  loop: boolean;
  /** How long one slide takes to slide in, in ms (0 for none). */
  speed: number;
  /** How long a slide stays before the next one comes, in ms; false for no autoplay. */
  autoplay: false | { delay: number };
  /** Right to left: the next slide comes from the left. */
  rtl: boolean;
  /** Told the index (0-based, in the slides' order) of the slide that is now shown. */
  onChange: (index: number) => void;
}

export interface HeroCarousel {
  /** Shows the slide at this index, the short way round. */
  goTo(index: number): void;
  /** Starts the autoplay again (after stop), if it has one. */
  play(): void;
  /** Stops the autoplay; the slides stay where they are until a visitor moves them. */
  stop(): void;
  destroy(): void;
}

export function createHeroCarousel(el: HTMLElement, options: HeroCarouselOptions): HeroCarousel {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let playing = options.autoplay !== false;
  let dragging = false;
  const slider: KeenSliderInstance = new KeenSlider(el, {
    loop: options.loop,
    rtl: options.rtl,
    defaultAnimation: { duration: options.speed },
    slideChanged: (s) => options.onChange(s.track.details.rel),
    // The count starts again once a slide has arrived, so every slide stays the full delay whether the autoplay,
    // a bullet or a drag brought it. A hover does not pause it; a drag holds it until the finger lifts.
    created: () => schedule(),
    animationEnded: () => schedule(),
    dragStarted: () => {
      dragging = true;
      clearTimeout(timer);
    },
    dragEnded: () => {
      dragging = false;
      schedule();
    },
  });

  function schedule() {
    clearTimeout(timer);
    if (!playing || dragging || options.autoplay === false) return;
    timer = setTimeout(() => slider.next(), options.autoplay.delay);
  }

  return {
    goTo: (index) => slider.moveToIdx(index),
    play() {
      playing = options.autoplay !== false;
      schedule();
    },
    stop() {
      playing = false;
      clearTimeout(timer);
    },
    destroy() {
      clearTimeout(timer);
      slider.destroy();
    },
  };
}
