import { LOCALE_INFO, languagesWithoutVersion, TRANSLATED_LOCALES } from '@cq/shared';
import { Controller, type FieldValues, get, type Path, type UseFormReturn } from 'react-hook-form';
import { useFormat } from '#web/i18n/format';
import { useT, useText } from '#web/i18n/locale-context';
import { writtenMessages as m } from '../../components/written-messages';

type Versions = Partial<Record<(typeof TRANSLATED_LOCALES)[number], Record<string, string>>>;

interface Part {
  key: string;
  label: string;
  long?: boolean;
}

/**
 * A text staff write, side by side in every language: the English (required, edited above) beside each other
 * language's version. A language left empty has no version and its readers see the English, which the editor
 * says next to that language. Each language is named in the editor's language.
 */
export function LanguageVersions({
  id,
  parts,
  english,
  value,
  onChange,
  errorOf,
}: {
  id: string;
  parts: readonly Part[];
  english: Record<string, string>;
  value: Versions | undefined;
  onChange: (next: Versions) => void;
  errorOf: (locale: string, part: string) => string | undefined;
}) {
  const t = useT();
  const text = useText();
  const { language } = useFormat();
  const versions = value ?? {};
  const missing = languagesWithoutVersion(versions);
  const set = (locale: (typeof TRANSLATED_LOCALES)[number], part: string, text: string) => {
    const next: Versions = { ...versions };
    const version = { ...Object.fromEntries(parts.map((p) => [p.key, ''])), ...versions[locale], [part]: text };
    if (Object.values(version).every((v) => v.trim() === '')) delete next[locale];
    else next[locale] = version;
    onChange(next);
  };
  return (
    <details className="rounded-xl border border-hairline bg-ivory/60 p-3 sm:col-span-2">
      <summary className="cursor-pointer text-sm font-semibold text-ink">
        {t(m.otherLanguages)}{' '}
        <span className="font-normal text-muted">
          ·{' '}
          {missing.length === 0
            ? t(m.everyLanguage)
            : t(m.englishShownIn, { languages: missing.map(language).join(', ') })}
        </span>
      </summary>
      <div className="mt-3 grid gap-3">
        {TRANSLATED_LOCALES.map((locale) => (
          <fieldset key={locale} className="grid gap-2 sm:grid-cols-[8rem_1fr_1fr] sm:items-start">
            <legend className="sr-only">{language(locale)}</legend>
            <p className="text-sm font-semibold text-ink" aria-hidden>
              {language(locale)}
              {versions[locale] ? null : (
                <span className="block text-xs font-normal text-muted">{t(m.englishShown)}</span>
              )}
            </p>
            {parts.map((part) => {
              const fieldId = `${id}-${locale}-${part.key}`;
              const error = errorOf(locale, part.key);
              const common = {
                id: fieldId,
                lang: locale,
                dir: LOCALE_INFO[locale].dir,
                value: versions[locale]?.[part.key] ?? '',
                placeholder: english[part.key] ?? '',
                'aria-label': t(m.partIn, { part: part.label, language: language(locale) }),
                'aria-invalid': error ? true : undefined,
                'aria-describedby': error ? `${fieldId}-error` : undefined,
                className: 'w-full rounded-lg border border-hairline bg-white px-3 py-2 text-sm',
              };
              return (
                <div key={part.key}>
                  {part.long ? (
                    <textarea rows={2} {...common} onChange={(e) => set(locale, part.key, e.target.value)} />
                  ) : (
                    <input type="text" {...common} onChange={(e) => set(locale, part.key, e.target.value)} />
                  )}
                  {error ? (
                    <p id={`${fieldId}-error`} className="mt-1 text-xs text-status-rejected">
                      {text(error)}
                    </p>
                  ) : null}
                </div>
              );
            })}
          </fieldset>
        ))}
      </div>
    </details>
  );
}

/**
 * The language versions of a form whose English parts are its own fields and whose versions are its
 * `translations` field: each part's English is read from the form, and each version's refusal is shown beside it.
 */
export function FormLanguageVersions<T extends FieldValues>({
  form,
  id,
  parts,
}: {
  form: UseFormReturn<T>;
  id: string;
  parts: readonly Part[];
}) {
  return (
    <Controller
      control={form.control}
      name={'translations' as Path<T>}
      render={({ field, formState }) => (
        <LanguageVersions
          id={id}
          parts={parts}
          english={Object.fromEntries(parts.map((p) => [p.key, form.getValues(p.key as Path<T>) ?? '']))}
          value={field.value as Versions | undefined}
          onChange={field.onChange}
          errorOf={(locale, part) =>
            (get(formState.errors, `translations.${locale}.${part}`) as { message?: string } | undefined)?.message
          }
        />
      )}
    />
  );
}
