import { DEFAULT_SITE_VIEW, PUBLIC_ROUTES } from '@cq/shared';
import { describe, expect, it } from 'vitest';
import { PLAIN_LETTERS, pseudoMessages, pseudoText } from '#web/i18n/pseudo';
import { renderPage } from '#web/prerender/render-page';
import { SAME_IN_EVERY_LANGUAGE } from '#web/test/pseudo-pages';
import { sharedTexts } from '#web/test/shared-texts';

const messages = pseudoMessages(sharedTexts());

/** Words that are the same in every language, and the prerendered page's stand-in for the site's address. */
const NEVER_TRANSLATED = [...SAME_IN_EVERY_LANGUAGE, /__CQ_PUBLIC_ORIGIN__\S*/g];

function untranslated(text: string): boolean {
  let rest = text;
  for (const word of NEVER_TRANSLATED) rest = rest.replaceAll(word, ' ');
  return PLAIN_LETTERS.test(rest);
}

/** Every text a reader meets on the page: its words, its title and description, and what controls are called. */
function textsOf(html: string): string[] {
  // The page as the server sends it: its head tags, then the app's markup in #root.
  const document = new DOMParser().parseFromString(`<div id="root">${html}</div>`, 'text/html');
  const texts: string[] = [...document.querySelectorAll('title')].map((t) => t.textContent ?? '');
  for (const meta of document.querySelectorAll('meta[name="description"], meta[property^="og:"][content]')) {
    if (!/og:(image|url|type)$/.test(meta.getAttribute('property') ?? ''))
      texts.push(meta.getAttribute('content') ?? '');
  }
  const root = document.getElementById('root');
  if (!root) return texts;
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    // Dates and numbers are Intl's (<time>), a language's own name is in that language ([lang]).
    // An e-mail address is shown in pieces (it may break at its dots and @).
    if (node.parentElement?.closest('script, style, time, [lang], [translate="no"], a[href^="mailto:"]')) continue;
    texts.push(node.textContent ?? '');
  }
  for (const el of root.querySelectorAll('[aria-label], [alt], [title], [placeholder]')) {
    for (const name of ['aria-label', 'alt', 'title', 'placeholder']) {
      const value = el.getAttribute(name);
      if (value) texts.push(value);
    }
  }
  return texts.map((t) => t.trim()).filter(Boolean);
}

describe('the pseudo-language (every word through a catalogue)', () => {
  it('accents every letter and makes a text 40 % longer', () => {
    const text = 'Join the pageant';
    expect(pseudoText(text)).not.toMatch(PLAIN_LETTERS);
    expect(pseudoText(text).length).toBeGreaterThanOrEqual(Math.ceil(text.length * 1.35));
  });

  // The sitemap's pages, and the public pages it leaves out: signing in, a lost password, the results, the
  // registration preview's gate, a wrong address.
  const paths = [
    ...PUBLIC_ROUTES.map((r) => r.path),
    '/auth/login',
    '/auth/forgot-password',
    '/results',
    '/register-preview',
    '/no-such-page',
  ];
  for (const path of paths) {
    it(`${path}: no text of the page skips the catalogues`, async () => {
      const html = await renderPage(path, DEFAULT_SITE_VIEW, [], messages);
      const left = textsOf(html).filter(untranslated);
      expect(left, `${path} shows English that is in no catalogue`).toEqual([]);
    });
  }
});
