import { LOCALE_INFO, type Locale, localePath, SUPPORTED_LOCALES } from '@cq/shared';
import { Globe } from 'lucide-react';
import { type FocusEvent, type MouseEvent, useEffect, useId, useState } from 'react';
import { useLocation } from 'react-router';
import { useSession } from '../../features/session';
import { rememberLocale } from '../../i18n/document-locale';
import { useLocale, useT } from '../../i18n/locale-context';
import { api } from '../../lib/api-client';
import { layoutMessages as m } from './messages';

/**
 * The language menu of the header and the footer: each language by its own name, a real link to the same page
 * in that language (it works without script, and search engines follow it). Choosing keeps the choice in a
 * cookie and, for a signed-in account, on the account (its e-mails follow it), then loads the page in it.
 */
export function LanguageSwitcher({ tone, compact = false }: { tone: 'light' | 'dark'; compact?: boolean }) {
  const t = useT();
  const current = useLocale();
  const { pathname, search, hash } = useLocation();
  const { signedIn } = useSession();
  const [open, setOpen] = useState(false);
  const listId = useId();
  useEffect(() => {
    if (!open) return;
    const close = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(false);
    window.addEventListener('keydown', close);
    return () => window.removeEventListener('keydown', close);
  }, [open]);

  const choose = async (e: MouseEvent<HTMLAnchorElement>, locale: Locale) => {
    rememberLocale(locale);
    if (!signedIn) return; // the link itself loads the page
    e.preventDefault();
    const href = e.currentTarget.href;
    // The account keeps her language; a failure to save it does not keep her from reading the page.
    await api.put('/users/me/language', { language: locale }).catch(() => undefined);
    window.location.assign(href);
  };
  const onBlur = (e: FocusEvent<HTMLDivElement>) => {
    if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setOpen(false);
  };

  const button =
    tone === 'light'
      ? 'text-ink hover:bg-ivory hover:text-primary-main'
      : 'text-white/85 hover:bg-white/10 hover:text-secondary-light';
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: leaving the menu with Tab closes it; the button is the control.
    <div className="relative" onBlur={onBlur}>
      <button
        type="button"
        className={`flex items-center gap-1.5 whitespace-nowrap rounded-full px-3 py-2 text-sm font-medium ${button}`}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((v) => !v)}
      >
        <Globe className="h-4 w-4" aria-hidden />
        <span className="sr-only">{t(m.language)}:</span>{' '}
        {compact ? (
          // The desktop header names the language by its code; a screen reader says its own name.
          <>
            <span aria-hidden>{current.toUpperCase()}</span>
            <span className="sr-only" lang={current}>
              {LOCALE_INFO[current].name}
            </span>
          </>
        ) : (
          <span lang={current}>{LOCALE_INFO[current].name}</span>
        )}
      </button>
      {open ? (
        <ul
          id={listId}
          className={`absolute z-50 mt-1 min-w-40 rounded-2xl border border-hairline bg-white p-1.5 shadow-[var(--shadow-card)] ${
            tone === 'light' ? 'end-0 top-full' : 'end-0 bottom-full mb-1'
          }`}
        >
          {SUPPORTED_LOCALES.map((locale) => (
            <li key={locale}>
              <a
                href={`${localePath(locale, pathname)}${search}${hash}`}
                hrefLang={locale}
                lang={locale}
                aria-current={locale === current ? 'true' : undefined}
                onClick={(e) => void choose(e, locale)}
                className={`block rounded-xl px-3 py-2 text-sm hover:bg-ivory hover:text-primary-main ${
                  locale === current ? 'font-semibold text-primary-main' : 'text-ink'
                }`}
              >
                {LOCALE_INFO[locale].name}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
