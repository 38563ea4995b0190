import { type Locale, loadTextCatalogue } from '@cq/shared';
import type { LocaleMessages, UiCatalogue } from './messages-types';

// English is the source: its words are compiled into each area's own code, so it loads nothing.
const UI_CATALOGUES: Record<Exclude<Locale, 'en'>, () => Promise<{ default: UiCatalogue }>> = {
  fr: () => import('virtual:cq-catalogue/fr'),
  es: () => import('virtual:cq-catalogue/es'),
  pt: () => import('virtual:cq-catalogue/pt'),
  ar: () => import('virtual:cq-catalogue/ar'),
};

export const ENGLISH_MESSAGES: LocaleMessages = { ui: {}, text: {} };

/** A language's messages, each language in its own chunk: a visitor downloads her language only. */
export async function loadMessages(locale: Locale): Promise<LocaleMessages> {
  if (locale === 'en') return ENGLISH_MESSAGES;
  const [ui, text] = await Promise.all([UI_CATALOGUES[locale]().then((m) => m.default), loadTextCatalogue(locale)]);
  return { ui, text };
}
