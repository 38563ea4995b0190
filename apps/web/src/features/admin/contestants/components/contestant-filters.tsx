import {
  CONTESTANT_PAYMENT_FILTERS,
  CONTESTANT_PAYMENT_LABELS,
  REGISTRATION_CONTINENTS,
  REGISTRATION_STATUSES,
  registrationStatusLabel,
} from '@cq/shared';
import { DebouncedFilterInput } from '../../components/debounced-filter-input';
import { FilterBar, FilterInput, FilterSelect, filterControls } from '../../components/filter-select';

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

const STATUS_OPTIONS = REGISTRATION_STATUSES.map((s) => ({ value: s, label: registrationStatusLabel(s) }));
const CONTINENT_OPTIONS = REGISTRATION_CONTINENTS.map((c) => ({ value: c, label: c }));
const PAYMENT_OPTIONS = CONTESTANT_PAYMENT_FILTERS.map((p) => ({ value: p, label: CONTESTANT_PAYMENT_LABELS[p] }));

/** The list's filters; each change lands in the address bar (and back on page 1). */
export function ContestantFilters({ values, set }: { values: Values; set: (change: Partial<Values>) => void }) {
  const filter = filterControls('contestants', values, set);
  return (
    <FilterBar>
      <DebouncedFilterInput {...filter('q')} label="Search" placeholder="Name or e-mail" />
      <FilterSelect {...filter('status')} label="Status" options={STATUS_OPTIONS} />
      <FilterSelect {...filter('continent')} label="Continent" options={CONTINENT_OPTIONS} />
      <FilterSelect {...filter('paymentStatus', 'payment')} label="Payment" options={PAYMENT_OPTIONS} />
      <FilterInput {...filter('submittedFrom', 'from')} label="Submitted from" type="date" />
      <FilterInput {...filter('submittedTo', 'to')} label="Submitted to" type="date" />
      <DebouncedFilterInput {...filter('tag')} label="Tag" placeholder="e.g. visa-pending" />
    </FilterBar>
  );
}
