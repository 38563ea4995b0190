import { DEFAULT_SITE_VIEW, type SiteView } from '@cq/shared';
import { describe, expect, it } from 'vitest';
import { renderPage } from './render-page';

const RULES = {
  text: 'Every contestant must be at least 18 years old on the day of the finale.',
  translations: {
    fr: { text: 'Chaque candidate doit avoir au moins 18 ans le jour de la grande finale.' },
    ar: { text: 'يجب أن يكون عمر كل متسابقة 18 عامًا على الأقل يوم الحفل الختامي.' },
  },
};
const VIEW: SiteView = { ...DEFAULT_SITE_VIEW, content: { ...DEFAULT_SITE_VIEW.content, rules: RULES } };

/** The rules block of a drawn competition page: its lang attribute and its words. */
function rulesOf(html: string): { lang: string | null; text: string } | null {
  const match = html.match(/<div id="rules"(?: lang="([^"]+)")?[^>]*>([^<]*)<\/div>/);
  return match ? { lang: match[1] ?? null, text: match[2] ?? '' } : null;
}

describe('the prerendered competition page’s rules', () => {
  it('shows each language’s own version of the rules', { timeout: 60_000 }, async () => {
    const fr = await renderPage('/fr/competition', VIEW);
    expect(fr).toContain('Le règlement du concours');
    expect(rulesOf(fr)).toEqual({ lang: null, text: RULES.translations.fr.text });
    const ar = await renderPage('/ar/competition', VIEW);
    expect(rulesOf(ar)).toEqual({ lang: null, text: RULES.translations.ar.text });
    const en = await renderPage('/competition', VIEW);
    expect(rulesOf(en)).toEqual({ lang: null, text: RULES.text });
  });

  it('shows the English, said to be English, where a language has no version', { timeout: 60_000 }, async () => {
    const es = await renderPage('/es/competition', VIEW);
    expect(es).toContain('El reglamento del certamen');
    expect(rulesOf(es)).toEqual({ lang: 'en', text: RULES.text });
  });

  it('shows no rules until the organisers write them', { timeout: 60_000 }, async () => {
    const html = await renderPage('/fr/competition', DEFAULT_SITE_VIEW);
    expect(rulesOf(html)).toBeNull();
    expect(html).not.toContain('Le règlement du concours');
  });
});
