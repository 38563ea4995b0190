import type { Locale } from '@cq/shared';
import { loadRegisteredNamespaces, loadTexts } from './catalogue-store';
import type { LocaleMessages } from './messages-types';

export const ENGLISH_MESSAGES: LocaleMessages = { ui: {}, text: {} };

/**
 * Before a page draws in a language: the words of the areas whose code is loaded, and the shared rules' words.
 * English needs nothing: its words are in the code.
 */
export async function loadMessages(locale: Locale): Promise<LocaleMessages> {
  if (locale === 'en') return ENGLISH_MESSAGES;
  const [text] = await Promise.all([loadTexts(locale), loadRegisteredNamespaces(locale)]);
  return { ui: {}, text };
}

/**
 * What a page in the browser waits for before it draws: the words of its areas. The shared rules' words load
 * when a part that shows them draws (useText: a form's errors), never on a page without any.
 */
export async function loadPageWords(locale: Locale): Promise<LocaleMessages> {
  if (locale === 'en') return ENGLISH_MESSAGES;
  await loadRegisteredNamespaces(locale);
  return { ui: {}, text: {} };
}
