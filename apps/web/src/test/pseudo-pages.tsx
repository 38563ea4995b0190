import { BRAND, SOCIAL_NETWORKS, SUPPORTED_LOCALES } from '@cq/shared';
import { QueryClient } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, vi } from 'vitest';
import { AppProviders } from '#web/app/providers';
import { routes } from '#web/app/routes';
import { LocaleProvider } from '#web/i18n/locale-context';
import type { LocaleMessages } from '#web/i18n/messages-types';
import { PLAIN_LETTERS } from '#web/i18n/pseudo';

/**
 * What the pseudo-language checks share: the whole app opened at an address with the pseudo-language's words, the
 * texts a reader meets on the page, and those left in plain letters (words that skipped the catalogues).
 */

/** A language's code as the language menu writes it (EN, FR, …): an ISO code, like a currency's. */
const LANGUAGE_CODE = new RegExp(`\\b(?:${SUPPORTED_LOCALES.map((l) => l.toUpperCase()).join('|')})\\b`, 'g');

/** Words that are the same in every language: the pageant's name, the networks' names, addresses, language codes. */
export const SAME_IN_EVERY_LANGUAGE: (string | RegExp)[] = [
  BRAND.fullTitle,
  BRAND.siteName,
  'Continental',
  'Queens',
  ...SOCIAL_NETWORKS.map((n) => n.label),
  /https?:\/\/\S+/g,
  /\S+@\S+\.\S+/g,
  LANGUAGE_CODE,
];

/** The app, with its own routes, at `at`, speaking the pseudo-language `messages` (English underneath). */
export function renderAppAt(at: string, messages: LocaleMessages) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const router = createMemoryRouter(routes, { initialEntries: [at] });
  return render(
    <LocaleProvider locale="en" messages={messages}>
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
    </LocaleProvider>,
  );
}

/**
 * Every test of the file runs on a fake clock at 15 March 2026, 10:00 UTC: the page's timers and dates are faked,
 * the turns a fake answer takes to arrive are not.
 */
export function withPseudoClock(): void {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
    vi.setSystemTime(new Date('2026-03-15T10:00:00.000Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    localStorage.clear();
  });
}

/** Lets the fake server answer and React show it: real turns for fetch, fake time for the page's timers. */
export async function settle(rounds = 12): Promise<void> {
  for (let i = 0; i < rounds; i++) {
    await act(async () => {
      await new Promise<void>((resolve) => setImmediate(resolve));
      await vi.advanceTimersByTimeAsync(500);
    });
  }
}

/**
 * Every text a reader meets on the page: its words and what its controls are called. Dates and numbers are Intl's
 * (<time>), and what `foreign` says is in another language is that language's own words: neither is counted.
 */
function textsOf(root: HTMLElement, foreign: (el: Element | null | undefined) => boolean): string[] {
  const texts: string[] = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (parent?.closest('script, style, time, [translate="no"], a[href^="mailto:"]') || foreign(parent)) continue;
    texts.push(node.textContent ?? '');
  }
  for (const el of root.querySelectorAll('[aria-label], [alt], [title], [placeholder]')) {
    if (el.closest('[translate="no"]') || foreign(el)) continue;
    for (const name of ['aria-label', 'alt', 'title', 'placeholder']) {
      // The toasts' region adds its keyboard shortcut (alt+T) to the label the app gives it.
      const value = el.getAttribute(name)?.replace(/ alt\+T$/, '');
      if (value) texts.push(value);
    }
  }
  return texts.map((t) => t.trim()).filter(Boolean);
}

/**
 * The texts of the page still in plain letters (words that skipped the catalogues) once the words that are never
 * translated (`skip`) are taken out; `foreign` says what is in another language (see textsOf).
 */
export function strayTexts(foreign: (el: Element | null | undefined) => boolean, skip: (string | RegExp)[]): string[] {
  return textsOf(document.body, foreign).filter((text) => {
    let rest = text;
    for (const word of skip) rest = rest.replaceAll(word, ' ');
    return PLAIN_LETTERS.test(rest);
  });
}
