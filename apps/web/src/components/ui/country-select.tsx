import { COUNTRIES, type Locale, nationalityLabel } from '@cq/shared';
import { useMemo } from 'react';
import { type Formatters, intlLocale, useFormat } from '../../i18n/format';
import { useLocale, useT } from '../../i18n/locale-context';
import { uiMessages as m } from './messages';
import { SearchSelect, type SearchSelectProps, type SelectOption } from './search-select';

const BY_NAME: SelectOption[] = COUNTRIES.map((c) => ({ value: c.name, label: c.name }));
const BY_DEMONYM: SelectOption[] = COUNTRIES.map((c) => ({ value: c.demonym, label: nationalityLabel(c) }));

/**
 * The choices in another language: the stored value stays the English name or demonym, the label is the
 * country's name in the page's language (a nationality is chosen by its country), sorted as that language sorts.
 */
function localizedOptions(mode: 'nationality' | 'country', locale: Locale, format: Formatters): SelectOption[] {
  const collator = new Intl.Collator(intlLocale(locale));
  return COUNTRIES.map((c) => ({
    value: mode === 'nationality' ? c.demonym : c.name,
    label: format.country(c.code),
  })).sort((a, b) => collator.compare(a.label, b.label));
}

export interface CountrySelectProps extends Omit<SearchSelectProps, 'options'> {
  /** 'nationality' picks a demonym shown as 'Demonym (Country)'; 'country' picks a country name. */
  mode: 'nationality' | 'country';
}

/** The shared country picker (nationality by demonym, residence by name), named in the page's language. */
export function CountrySelect({ mode, placeholder, ...props }: CountrySelectProps) {
  const t = useT();
  const locale = useLocale();
  const format = useFormat();
  const options = useMemo(() => {
    if (locale === 'en') return mode === 'nationality' ? BY_DEMONYM : BY_NAME;
    return localizedOptions(mode, locale, format);
  }, [mode, locale, format]);
  return (
    <SearchSelect
      {...props}
      options={options}
      placeholder={placeholder ?? t(mode === 'nationality' ? m.searchNationality : m.searchCountry)}
    />
  );
}
