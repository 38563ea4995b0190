/** Defaults of BRAND.md; the organisers change them through settings. */
export const BRAND = {
  siteName: 'Continental Queens',
  fullTitle: 'Continental Queens International Pageant',
  tagline: 'Where Beauty Meets Purpose',
  contactEmail: 'hello@continentalqueens.example',
  hostingEmail: 'host@continentalqueens.example',
  phone: '+1 (555) 010-2026',
} as const;

export const CONTINENTS = [
  { slug: 'africa', name: 'Africa' },
  { slug: 'asia', name: 'Asia' },
  { slug: 'europe', name: 'Europe' },
  { slug: 'north-america', name: 'North America' },
  { slug: 'south-america', name: 'South America' },
  { slug: 'australia', name: 'Australia' },
] as const;
export type ContinentSlug = (typeof CONTINENTS)[number]['slug'];
