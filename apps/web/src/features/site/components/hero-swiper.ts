import Swiper from 'swiper';
import { Autoplay } from 'swiper/modules';
import type { SwiperOptions } from 'swiper/types';

/**
 * The hero's slider engine, in its own chunk that loads after the first paint (hero-slider.tsx). Imported
 * statically here, so the build keeps only the Autoplay module of Swiper's modules.
 */
export function createHeroSwiper(el: HTMLElement, options: SwiperOptions): Swiper {
  return new Swiper(el, { modules: [Autoplay], ...options });
}
