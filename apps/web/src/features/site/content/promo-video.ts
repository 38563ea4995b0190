import { promoVideoMessages } from './promo-video-messages';

/** The promo film (rendered by scripts/render-promo-video.mjs); its title and description are messages. */
export const PROMO_VIDEO = {
  mp4: '/media/promo.mp4',
  webm: '/media/promo.webm',
  poster: '/media/promo-poster.webp',
  title: promoVideoMessages.title,
  description: promoVideoMessages.description,
};
