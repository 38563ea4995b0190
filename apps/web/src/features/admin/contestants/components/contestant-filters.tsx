import { CONTESTANT_PAYMENT_FILTERS, REGISTRATION_CONTINENTS, REGISTRATION_STATUSES } from '@cq/shared';
import { useContinentLabel } from '#web/i18n/common-messages';
import { useT } from '#web/i18n/locale-context';
import { DebouncedFilterInput } from '../../components/debounced-filter-input';
import { FilterBar, FilterInput, FilterSelect, filterControls } from '../../components/filter-select';
import { contestantsMessages as m } from '../messages';
import { usePaymentLabel, useStatusLabel } from '../use-labels';

export const CONTESTANT_FILTERS = [
  'q',
  'status',
  'continent',
  'paymentStatus',
  'submittedFrom',
  'submittedTo',
  'tag',
  'sort',
  'order',
] as const;
export type ContestantFilterKey = (typeof CONTESTANT_FILTERS)[number];
type Values = Record<ContestantFilterKey, string>;

/** The list's filters; each change lands in the address bar (and back on page 1). */
export function ContestantFilters({ values, set }: { values: Values; set: (change: Partial<Values>) => void }) {
  const t = useT();
  const statusLabel = useStatusLabel();
  const continentLabel = useContinentLabel();
  const paymentLabel = usePaymentLabel();
  const filter = filterControls('contestants', values, set);
  const statusOptions = REGISTRATION_STATUSES.map((s) => ({ value: s, label: statusLabel(s) }));
  const continentOptions = REGISTRATION_CONTINENTS.map((c) => ({ value: c, label: continentLabel(c) }));
  const paymentOptions = CONTESTANT_PAYMENT_FILTERS.map((p) => ({ value: p, label: paymentLabel(p) }));
  return (
    <FilterBar>
      <DebouncedFilterInput {...filter('q')} label={t(m.search)} placeholder={t(m.searchPlaceholder)} />
      <FilterSelect {...filter('status')} label={t(m.status)} options={statusOptions} />
      <FilterSelect {...filter('continent')} label={t(m.continent)} options={continentOptions} />
      <FilterSelect {...filter('paymentStatus', 'payment')} label={t(m.payment)} options={paymentOptions} />
      <FilterInput {...filter('submittedFrom', 'from')} label={t(m.submittedFrom)} type="date" />
      <FilterInput {...filter('submittedTo', 'to')} label={t(m.submittedTo)} type="date" />
      <DebouncedFilterInput {...filter('tag')} label={t(m.tag)} placeholder={t(m.tagPlaceholder)} />
    </FilterBar>
  );
}
