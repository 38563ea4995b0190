import { COUNTRIES, nationalityLabel } from '@cq/shared';
import { SearchSelect, type SearchSelectProps, type SelectOption } from './search-select';

const BY_NAME: SelectOption[] = COUNTRIES.map((c) => ({ value: c.name, label: c.name }));
const BY_DEMONYM: SelectOption[] = COUNTRIES.map((c) => ({ value: c.demonym, label: nationalityLabel(c) }));

export interface CountrySelectProps extends Omit<SearchSelectProps, 'options'> {
  /** 'nationality' picks a demonym shown as 'Demonym (Country)'; 'country' picks a country name. */
  mode: 'nationality' | 'country';
}

/** The shared country picker (nationality by demonym, residence by name). */
export function CountrySelect({ mode, placeholder, ...props }: CountrySelectProps) {
  return (
    <SearchSelect
      {...props}
      options={mode === 'nationality' ? BY_DEMONYM : BY_NAME}
      placeholder={placeholder ?? (mode === 'nationality' ? 'Search nationality' : 'Search country')}
    />
  );
}
