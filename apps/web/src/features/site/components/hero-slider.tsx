import type { HeroSlideKey } from '@cq/shared';
import { Pause, Play } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import Swiper from 'swiper';
import { Autoplay } from 'swiper/modules';
import 'swiper/css';
import { useSiteView } from '../../../lib/site-view';
import { usePrefersReducedMotion } from '../../../lib/use-reduced-motion';

/** Hero timing: loops forever, 5000 ms autoplay, 500 ms transition, no pause on hover. */
export const HERO_AUTOPLAY_MS = 5000;
export const HERO_SPEED_MS = 500;
export const heroSwiperOptions = (reducedMotion: boolean) => ({
  loop: true,
  speed: reducedMotion ? 0 : HERO_SPEED_MS,
  autoplay: reducedMotion
    ? (false as const)
    : { delay: HERO_AUTOPLAY_MS, disableOnInteraction: false, pauseOnMouseEnter: false },
});

/** The three slides, their buttons and art; titles and texts are the organisers' (site content). */
export const HERO_SLIDES = [
  {
    key: 'ourCause',
    eyebrow: 'Our Cause',
    cta: { label: 'Learn more', to: '/about' },
    art: '/images/hero/our-cause.svg',
  },
  {
    key: 'join',
    eyebrow: 'Join the Competition',
    cta: { label: 'Register Now', to: '/auth/signup' },
    art: '/images/hero/join-the-competition.svg',
  },
  {
    key: 'sponsorship',
    eyebrow: 'Sponsorship',
    cta: { label: 'Become a Sponsor', to: '/sponsorship' },
    art: '/images/hero/sponsorship.svg',
  },
] as const satisfies ReadonlyArray<{
  key: HeroSlideKey;
  eyebrow: string;
  cta: { label: string; to: string };
  art: string;
}>;

export function HeroSlider() {
  const reducedMotion = usePrefersReducedMotion();
  const words = useSiteView().content.hero;
  const containerRef = useRef<HTMLDivElement>(null);
  const swiperRef = useRef<Swiper | null>(null);
  const [playing, setPlaying] = useState(!reducedMotion);
  const [active, setActive] = useState(0);
  useEffect(() => setPlaying(!reducedMotion), [reducedMotion]);

  // Swiper's core drives the markup below (the React wrapper would add weight to the home page).
  useEffect(() => {
    const el = containerRef.current;
    if (!el) return;
    const swiper = new Swiper(el, {
      modules: [Autoplay],
      ...heroSwiperOptions(reducedMotion),
      on: { realIndexChange: (s) => setActive(s.realIndex) },
    });
    swiperRef.current = swiper;
    return () => {
      swiperRef.current = null;
      swiper.destroy(true, true);
    };
  }, [reducedMotion]);

  const togglePlay = () => {
    const autoplay = swiperRef.current?.autoplay;
    if (!autoplay) return;
    if (playing) autoplay.stop();
    else autoplay.start();
    setPlaying(!playing);
  };

  return (
    <section
      aria-roledescription="carousel"
      aria-label="Highlights"
      className="hero relative isolate overflow-hidden bg-royal text-white"
    >
      <div className="bg-crown-pattern pointer-events-none absolute inset-0 -z-10 opacity-60" aria-hidden />
      <div ref={containerRef} className="swiper hero-swiper">
        <div className="swiper-wrapper">
          {HERO_SLIDES.map((slide, i) => (
            // biome-ignore lint/a11y/useSemanticElements: a carousel slide is a group (WAI-ARIA carousel pattern), not a form fieldset.
            <div
              key={slide.key}
              className="swiper-slide"
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} of ${HERO_SLIDES.length}: ${slide.eyebrow}`}
              aria-hidden={i !== active || undefined}
              inert={i !== active || undefined}
            >
              <div className="container-page relative grid min-h-[min(44rem,calc(100svh-var(--header-height)))] items-center gap-6 pb-24 pt-10 lg:grid-cols-[1.05fr_1fr] lg:py-16">
                <div className="relative z-10 max-w-xl">
                  <p className="text-xs font-semibold uppercase tracking-[0.3em] text-secondary-light">
                    {slide.eyebrow}
                  </p>
                  {i === 0 ? (
                    <h1 className="mt-4 text-4xl leading-[1.1] text-white sm:text-5xl lg:text-6xl">
                      {words[slide.key].title}
                    </h1>
                  ) : (
                    <h2 className="mt-4 text-4xl leading-[1.1] text-white sm:text-5xl lg:text-6xl">
                      {words[slide.key].title}
                    </h2>
                  )}
                  <div className="gold-rule mt-6" />
                  <p className="mt-6 max-w-lg text-base leading-relaxed text-white/90 sm:text-lg">
                    {words[slide.key].text}
                  </p>
                  <Link to={slide.cta.to} className="btn-gold mt-8 px-8 py-3.5">
                    {slide.cta.label}
                  </Link>
                </div>
                <img
                  src={slide.art}
                  alt=""
                  width={800}
                  height={720}
                  fetchPriority={i === 0 ? 'high' : 'low'}
                  loading={i === 0 ? 'eager' : 'lazy'}
                  decoding="async"
                  className="pointer-events-none absolute -end-24 top-4 -z-0 w-[26rem] max-w-none opacity-35 sm:w-[32rem] lg:static lg:w-full lg:max-w-[36rem] lg:justify-self-end lg:opacity-100"
                />
              </div>
            </div>
          ))}
        </div>
      </div>
      <div className="container-page absolute inset-x-0 bottom-8 z-10 flex items-center gap-4">
        <div className="hero-pagination flex items-center">
          {HERO_SLIDES.map((slide, i) => (
            <button
              key={slide.key}
              type="button"
              aria-label={`Show slide ${i + 1}: ${slide.eyebrow}`}
              aria-current={i === active || undefined}
              onClick={() => swiperRef.current?.slideToLoop(i)}
              className={`swiper-pagination-bullet rounded-full ${i === active ? 'swiper-pagination-bullet-active' : ''}`}
            />
          ))}
        </div>
        {reducedMotion ? null : (
          <button
            type="button"
            onClick={togglePlay}
            className="ms-auto flex h-9 w-9 items-center justify-center rounded-full border border-white/40 text-white hover:bg-white/10"
            aria-label={playing ? 'Pause the slides' : 'Play the slides'}
          >
            {playing ? <Pause className="h-4 w-4" aria-hidden /> : <Play className="h-4 w-4" aria-hidden />}
          </button>
        )}
      </div>
    </section>
  );
}
