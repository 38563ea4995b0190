import { REGISTRATION_STEPS, type RegistrationStepId } from '@cq/shared';
import type { Translate } from '../../../i18n/locale-context';
import type { MessageDescriptor } from '../../../i18n/message-descriptor';
import { portalSearchMessages as s } from './messages';

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

/** An entry as declared: its title, page and words are messages, read in the page's language. */
interface SearchSource {
  title: MessageDescriptor;
  page?: MessageDescriptor;
  to: string;
  keywords: MessageDescriptor;
  /** Words said the same in every language (a step's id). */
  extra?: string;
}

const STEP_TITLE: Record<RegistrationStepId, MessageDescriptor> = {
  personal: s.stepPersonal,
  physical: s.stepPhysical,
  background: s.stepBackground,
  experience: s.stepExperience,
  platform: s.stepPlatform,
  social: s.stepSocial,
  media: s.stepMedia,
  review: s.stepReview,
};

const SOURCES: readonly SearchSource[] = [
  { title: s.dashboard, to: '/user/home', keywords: s.dashboardWords },
  { title: s.progress, page: s.dashboard, to: '/user/home#registration-progress', keywords: s.progressWords },
  { title: s.nextSteps, page: s.dashboard, to: '/user/home#next-steps', keywords: s.nextStepsWords },
  { title: s.updates, page: s.dashboard, to: '/user/home#recent-updates', keywords: s.updatesWords },
  { title: s.quickActions, page: s.dashboard, to: '/user/home#quick-actions', keywords: s.quickActionsWords },
  { title: s.profile, to: '/user/profile', keywords: s.profileWords },
  { title: s.personal, page: s.profile, to: '/user/profile#personal-details', keywords: s.personalWords },
  { title: s.biography, page: s.profile, to: '/user/profile#biography-platform', keywords: s.biographyWords },
  { title: s.gallery, page: s.profile, to: '/user/profile#photo-gallery', keywords: s.galleryWords },
  { title: s.talents, page: s.profile, to: '/user/profile#talents-interests', keywords: s.talentsWords },
  { title: s.achievements, page: s.profile, to: '/user/profile#achievements', keywords: s.achievementsWords },
  { title: s.education, page: s.profile, to: '/user/profile#education', keywords: s.educationWords },
  { title: s.registration, to: '/user/register', keywords: s.registrationWords },
  ...REGISTRATION_STEPS.map((step) => ({
    title: STEP_TITLE[step.id],
    page: s.registration,
    to: '/user/register',
    keywords: s.stepWords,
    extra: step.id,
  })),
  { title: s.editRegistration, page: s.registration, to: '/user/edit-registration', keywords: s.editRegistrationWords },
  { title: s.settings, to: '/user/settings', keywords: s.settingsWords },
  { title: s.competition, to: '/competition', keywords: s.competitionWords },
  { title: s.support, to: '/contact', keywords: s.supportWords },
  { title: s.terms, to: '/terms-of-use', keywords: s.termsWords },
  { title: s.privacy, to: '/privacy-policy', keywords: s.privacyWords },
];

/**
 * The index in a language: titles and pages in it; its words in it and in English, with the English title and
 * page, so a reader finds a page by the words of either.
 */
export function searchIndexIn(t: Translate): SearchEntry[] {
  const english = (m: MessageDescriptor) => m.defaultMessage;
  return SOURCES.map((source) => {
    const title = t(source.title);
    const page = source.page ? t(source.page) : undefined;
    const words = [t(source.keywords)];
    const base = english(source.keywords);
    if (words[0] !== base) words.push(english(source.title), source.page ? english(source.page) : '', base);
    return {
      title,
      ...(page ? { page } : {}),
      to: source.to,
      keywords: [...words, source.extra ?? ''].filter(Boolean).join(' '),
    };
  });
}

/** The index in English, the source words. */
export const PORTAL_SEARCH_INDEX: readonly SearchEntry[] = searchIndexIn((m) => m.defaultMessage);

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
