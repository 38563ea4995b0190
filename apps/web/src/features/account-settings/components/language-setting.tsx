import { LOCALE_INFO, type Locale, localePath, SUPPORTED_LOCALES } from '@cq/shared';
import { Globe } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { controlClass, Field } from '../../../components/ui/field';
import { rememberLocale } from '../../../i18n/document-locale';
import { useLocale, useT } from '../../../i18n/locale-context';
import { messageOf } from '../../../lib/api-client';
import { updateLanguage } from '../api/update-language';
import { settingsMessages as m } from '../messages';

/** Opens a page with a full load (the new language's words load with it); a test can replace it. */
export const languageNavigation = { assign: (href: string) => window.location.assign(href) };

/**
 * Her language: each language named in itself. Saving keeps it on her account (the site and its e-mails follow
 * it) and in the language cookie, then opens this page again in it.
 */
export function LanguageSetting({ saved }: { saved: Locale | undefined }) {
  const t = useT();
  const current = useLocale();
  const initial = saved ?? current;
  const [choice, setChoice] = useState<Locale>(initial);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await updateLanguage(choice);
      rememberLocale(choice);
      languageNavigation.assign(localePath(choice, '/user/settings'));
    } catch (err) {
      setError(messageOf(err, t(m.languageFailed)));
      setBusy(false);
    }
  };

  return (
    <section
      aria-labelledby="language-heading"
      className="mt-6 rounded-2xl border border-hairline bg-white p-5 shadow-[var(--shadow-card)] sm:p-8"
    >
      <div className="flex items-center gap-3 border-b border-hairline pb-5">
        <Globe className="h-5 w-5 shrink-0 text-primary-main" aria-hidden />
        <div>
          <h2 id="language-heading" className="text-xl">
            {t(m.languageHeading)}
          </h2>
          <p className="text-sm text-muted">{t(m.languageIntro)}</p>
        </div>
      </div>
      <form
        onSubmit={submit}
        noValidate
        className="mt-6 flex flex-col gap-4 sm:flex-row sm:items-end"
        aria-labelledby="language-heading"
      >
        <Field id="settings-language" label={t(m.languageLabel)} error={error} className="min-w-0 flex-1">
          <select
            id="settings-language"
            className={controlClass(Boolean(error))}
            value={choice}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'settings-language-error' : undefined}
            onChange={(e) => {
              setChoice(e.target.value as Locale);
              setError(null);
            }}
          >
            {SUPPORTED_LOCALES.map((locale) => (
              <option key={locale} value={locale} lang={locale}>
                {LOCALE_INFO[locale].name}
              </option>
            ))}
          </select>
        </Field>
        <Button type="submit" busy={busy} disabled={busy || choice === initial} className="w-full sm:w-auto">
          {t(m.languageSave)}
        </Button>
      </form>
    </section>
  );
}
