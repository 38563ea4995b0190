/** The promo film (rendered by scripts/render-promo-video.mjs). */
export const PROMO_VIDEO = {
  mp4: '/media/promo.mp4',
  webm: '/media/promo.webm',
  poster: '/media/promo-poster.webp',
  title: 'Continental Queens: the promo',
  description:
    'A short film in the pageant’s colours: the crown rises, the six continents appear one by one, and the tagline Where Beauty Meets Purpose closes it.',
};
