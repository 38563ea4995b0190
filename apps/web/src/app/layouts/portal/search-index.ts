import { REGISTRATION_STEPS } from '@cq/shared';

/**
 * What the portal's search box finds: its pages and the sections inside them.
 * A section's `to` carries the id of its heading, so the page scrolls there.
 */
export interface SearchEntry {
  title: string;
  /** The page a section belongs to (absent for a page itself). */
  page?: string;
  to: string;
  keywords: string;
}

export const PORTAL_SEARCH_INDEX: readonly SearchEntry[] = [
  { title: 'Dashboard', to: '/user/home', keywords: 'home overview welcome status summary' },
  {
    title: 'Registration Progress',
    page: 'Dashboard',
    to: '/user/home#registration-progress',
    keywords: 'completion percent status cards account email verified',
  },
  { title: 'Next Steps', page: 'Dashboard', to: '/user/home#next-steps', keywords: 'what to do next start continue' },
  {
    title: 'Recent Updates',
    page: 'Dashboard',
    to: '/user/home#recent-updates',
    keywords: 'notifications news messages',
  },
  { title: 'Quick Actions', page: 'Dashboard', to: '/user/home#quick-actions', keywords: 'shortcuts links' },
  { title: 'Your Profile', to: '/user/profile', keywords: 'profile me contestant photo' },
  {
    title: 'Personal Details',
    page: 'Your Profile',
    to: '/user/profile#personal-details',
    keywords: 'email phone location age height occupation',
  },
  {
    title: 'Biography & Platform',
    page: 'Your Profile',
    to: '/user/profile#biography-platform',
    keywords: 'cause advocacy goals experience story',
  },
  {
    title: 'Photo Gallery',
    page: 'Your Profile',
    to: '/user/profile#photo-gallery',
    keywords: 'headshot full body video documents birth certificate pictures media',
  },
  {
    title: 'Talents & Interests',
    page: 'Your Profile',
    to: '/user/profile#talents-interests',
    keywords: 'skills talent languages',
  },
  {
    title: 'Achievements',
    page: 'Your Profile',
    to: '/user/profile#achievements',
    keywords: 'awards pageant experience placement',
  },
  {
    title: 'Education',
    page: 'Your Profile',
    to: '/user/profile#education',
    keywords: 'degree school university institution',
  },
  {
    title: 'Registration',
    to: '/user/register',
    keywords: 'application form apply fee payment pay submit draft uploads',
  },
  ...REGISTRATION_STEPS.map((step) => ({
    title: step.title,
    page: 'Registration',
    to: '/user/register',
    keywords: `registration form step ${step.id}`,
  })),
  {
    title: 'Edit Registration',
    page: 'Registration',
    to: '/user/edit-registration',
    keywords: 'change update resubmit edits remaining',
  },
  { title: 'Account Settings', to: '/user/settings', keywords: 'name phone number email password preferences' },
  { title: 'Competition Info', to: '/competition', keywords: 'format judging pillars finale rules' },
  { title: 'Contact Support', to: '/contact', keywords: 'help question support organisers' },
  { title: 'Terms of Use', to: '/terms-of-use', keywords: 'rules eligibility fees legal' },
  { title: 'Privacy Policy', to: '/privacy-policy', keywords: 'data privacy personal information' },
];

const normalise = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/&/g, ' and ');

/**
 * Every word typed must appear in the entry's title, page or keywords; titles
 * that start with the query come first, then titles that contain it.
 */
export function searchPortal(
  query: string,
  index: readonly SearchEntry[] = PORTAL_SEARCH_INDEX,
  limit = 8,
): SearchEntry[] {
  const q = normalise(query).trim();
  if (!q) return [];
  const words = q.split(/\s+/);
  const scored: Array<{ entry: SearchEntry; score: number; order: number }> = [];
  index.forEach((entry, order) => {
    const title = normalise(entry.title);
    const haystack = `${title} ${normalise(entry.page ?? '')} ${normalise(entry.keywords)}`;
    if (!words.every((w) => haystack.includes(w))) return;
    const score = title.startsWith(q) ? 0 : title.includes(q) ? 1 : words.every((w) => title.includes(w)) ? 2 : 3;
    scored.push({ entry, score, order });
  });
  return scored
    .sort((a, b) => a.score - b.score || a.order - b.order)
    .slice(0, limit)
    .map((s) => s.entry);
}
