import {
  CONTESTANT_PAYMENT_FILTERS,
  CONTESTANT_PAYMENT_LABELS,
  REGISTRATION_CONTINENTS,
  REGISTRATION_STATUSES,
  registrationStatusLabel,
} from '@cq/shared';
import { DebouncedFilterInput } from '../../components/debounced-filter-input';
import { FilterBar, FilterInput, FilterSelect } from '../../components/filter-select';

export const CONTESTANT_FILTERS = [
  'q',
  'status',
  'continent',
  'paymentStatus',
  'submittedFrom',
  'submittedTo',
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
  return (
    <FilterBar>
      <DebouncedFilterInput
        id="contestants-q"
        label="Search"
        value={values.q}
        onChange={(q) => set({ q })}
        placeholder="Name or e-mail"
      />
      <FilterSelect
        id="contestants-status"
        label="Status"
        value={values.status}
        onChange={(status) => set({ status })}
        options={STATUS_OPTIONS}
      />
      <FilterSelect
        id="contestants-continent"
        label="Continent"
        value={values.continent}
        onChange={(continent) => set({ continent })}
        options={CONTINENT_OPTIONS}
      />
      <FilterSelect
        id="contestants-payment"
        label="Payment"
        value={values.paymentStatus}
        onChange={(paymentStatus) => set({ paymentStatus })}
        options={PAYMENT_OPTIONS}
      />
      <FilterInput
        id="contestants-from"
        label="Submitted from"
        type="date"
        value={values.submittedFrom}
        onChange={(submittedFrom) => set({ submittedFrom })}
      />
      <FilterInput
        id="contestants-to"
        label="Submitted to"
        type="date"
        value={values.submittedTo}
        onChange={(submittedTo) => set({ submittedTo })}
      />
    </FilterBar>
  );
}
