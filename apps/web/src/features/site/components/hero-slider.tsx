import { DEFAULT_SITE_CONTENT, type HeroSlideKey, localeDirection, writtenIn } from '@cq/shared';
import { Pause, Play } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import 'keen-slider/keen-slider.min.css';
import { useLocale, useT } from '../../../i18n/locale-context';
import type { MessageDescriptor } from '../../../i18n/message-descriptor';
import { useSiteView } from '../../../lib/site-view';
import { usePrefersReducedMotion } from '../../../lib/use-reduced-motion';
import type { HeroCarousel } from './hero-carousel';
import { heroMessages as m } from './hero-messages';

/** Hero timing: loops forever, 5000 ms autoplay, 500 ms transition, no pause on hover. */
export const HERO_AUTOPLAY_MS = 5000;
export const HERO_SPEED_MS = 500;
export const heroCarouselOptions = (reducedMotion: boolean) => ({
  loop: true,
  speed: reducedMotion ? 0 : HERO_SPEED_MS,
  autoplay: reducedMotion ? (false as const) : { delay: HERO_AUTOPLAY_MS },
});

/**
 * The three slides, their buttons and art; titles and texts are the organisers' (site content), shown in the
 * page's language while they are the built-in ones.
 */
export const HERO_SLIDES = [
  {
    key: 'ourCause',
    eyebrow: m.ourCauseEyebrow,
    cta: { label: m.ourCauseCta, to: '/about' },
    words: { title: m.ourCauseTitle, text: m.ourCauseText },
    art: '/images/hero/our-cause.svg',
  },
  {
    key: 'join',
    eyebrow: m.joinEyebrow,
    cta: { label: m.joinCta, to: '/auth/signup' },
    words: { title: m.joinTitle, text: m.joinText },
    art: '/images/hero/join-the-competition.svg',
  },
  {
    key: 'sponsorship',
    eyebrow: m.sponsorshipEyebrow,
    cta: { label: m.sponsorshipCta, to: '/sponsorship' },
    words: { title: m.sponsorshipTitle, text: m.sponsorshipText },
    art: '/images/hero/sponsorship.svg',
  },
] as const satisfies ReadonlyArray<{
  key: HeroSlideKey;
  eyebrow: MessageDescriptor;
  cta: { label: MessageDescriptor; to: string };
  words: { title: MessageDescriptor; text: MessageDescriptor };
  art: string;
}>;

export function HeroSlider() {
  const reducedMotion = usePrefersReducedMotion();
  const t = useT();
  const hero = useSiteView().content.hero;
  const locale = useLocale();
  /**
   * A slide's title or text: the organisers' version in the page's language; else their English as written,
   * or the built-in words in the page's language while they have not changed them.
   */
  const word = (slide: (typeof HERO_SLIDES)[number], part: 'title' | 'text') => {
    const own = writtenIn(hero[slide.key], hero[slide.key].translations, locale);
    if (locale !== 'en' && !own.fallback) return own.words[part];
    const value = hero[slide.key][part];
    return value === DEFAULT_SITE_CONTENT.hero[slide.key][part] ? t(slide.words[part]) : value;
  };
  const rtl = localeDirection(locale) === 'rtl';
  const containerRef = useRef<HTMLDivElement>(null);
  const carouselRef = useRef<HeroCarousel | null>(null);
  const [playing, setPlaying] = useState(!reducedMotion);
  const [active, setActive] = useState(0);
  // Read by a carousel made again (the page turned to another language): a visitor's pause holds.
  const pausedRef = useRef(false);
  useEffect(() => {
    setPlaying(!reducedMotion);
    pausedRef.current = false;
  }, [reducedMotion]);

  // The slider's engine drives the markup below. It loads after the page is on screen: the first slide is painted
  // from the HTML, and the slider takes over when it arrives.
  useEffect(() => {
    const el = containerRef.current;
    if (!el) return;
    let carousel: HeroCarousel | null = null;
    let gone = false;
    void import('./hero-carousel').then(({ createHeroCarousel }) => {
      if (gone) return;
      carousel = createHeroCarousel(el, { ...heroCarouselOptions(reducedMotion), rtl, onChange: setActive });
      if (pausedRef.current) carousel.stop();
      carouselRef.current = carousel;
      setActive(0);
    });
    return () => {
      gone = true;
      carouselRef.current = null;
      carousel?.destroy();
    };
  }, [reducedMotion, rtl]);

  const togglePlay = () => {
    const carousel = carouselRef.current;
    if (!carousel) return;
    if (playing) carousel.stop();
    else carousel.play();
    pausedRef.current = playing;
    setPlaying(!playing);
  };

  return (
    <section
      aria-roledescription={t(m.carousel)}
      aria-label={t(m.label)}
      className="hero relative isolate overflow-hidden bg-royal text-white"
    >
      <div className="bg-crown-pattern pointer-events-none absolute inset-0 -z-10 opacity-60" aria-hidden />
      <div ref={containerRef} className="keen-slider hero-carousel">
        {HERO_SLIDES.map((slide, i) => (
          // biome-ignore lint/a11y/useSemanticElements: a carousel slide is a group (WAI-ARIA carousel pattern), not a form fieldset.
          <div
            key={slide.key}
            className="keen-slider__slide"
            role="group"
            aria-roledescription={t(m.slide)}
            aria-label={t(m.slideLabel, { index: i + 1, total: HERO_SLIDES.length, name: t(slide.eyebrow) })}
            aria-hidden={i !== active || undefined}
            inert={i !== active || undefined}
          >
            <div className="container-page relative grid min-h-[min(44rem,calc(100svh-var(--header-height)))] items-center gap-6 pb-24 pt-10 lg:grid-cols-[1.05fr_1fr] lg:py-16">
              <div className="relative z-10 max-w-xl">
                <p className="text-xs font-semibold uppercase tracking-[0.3em] text-secondary-light">
                  {t(slide.eyebrow)}
                </p>
                {i === 0 ? (
                  <h1 className="mt-4 text-4xl leading-[1.1] text-white sm:text-5xl lg:text-6xl">
                    {word(slide, 'title')}
                  </h1>
                ) : (
                  <h2 className="mt-4 text-4xl leading-[1.1] text-white sm:text-5xl lg:text-6xl">
                    {word(slide, 'title')}
                  </h2>
                )}
                <div className="gold-rule mt-6" />
                <p className="mt-6 max-w-lg text-base leading-relaxed text-white/90 sm:text-lg">
                  {word(slide, 'text')}
                </p>
                <Link to={slide.cta.to} className="btn-gold mt-8 px-8 py-3.5">
                  {t(slide.cta.label)}
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
      <div className="container-page absolute inset-x-0 bottom-8 z-10 flex items-center gap-4">
        <div className="hero-pagination flex items-center">
          {HERO_SLIDES.map((slide, i) => (
            <button
              key={slide.key}
              type="button"
              aria-label={t(m.showSlide, { index: i + 1, name: t(slide.eyebrow) })}
              aria-current={i === active || undefined}
              onClick={() => carouselRef.current?.goTo(i)}
              className={`hero-bullet rounded-full ${i === active ? 'hero-bullet-active' : ''}`}
            />
          ))}
        </div>
        {reducedMotion ? null : (
          <button
            type="button"
            onClick={togglePlay}
            className="ms-auto flex h-9 w-9 items-center justify-center rounded-full border border-white/40 text-white hover:bg-white/10"
            aria-label={t(playing ? m.pause : m.play)}
          >
            {playing ? <Pause className="h-4 w-4" aria-hidden /> : <Play className="h-4 w-4" aria-hidden />}
          </button>
        )}
      </div>
    </section>
  );
}
