import {
  ORDER_STATUS_LABELS,
  ORDER_STATUSES,
  PAYMENT_PERIOD_DATE_LABELS,
  PAYMENT_PROVIDER_LABELS,
  PAYMENT_PROVIDERS,
} from '@cq/shared';
import { FilterBar, FilterInput, FilterSelect, filterControls } from '../../components/filter-select';

export const PAYMENT_FILTERS = ['status', 'provider', 'q', 'dates', 'from', 'to'] as const;
type Values = Record<(typeof PAYMENT_FILTERS)[number], string>;

export function PaymentFilters({ values, onChange }: { values: Values; onChange: (changes: Partial<Values>) => void }) {
  const filter = filterControls('payments', values, onChange);
  return (
    <FilterBar>
      <FilterSelect
        {...filter('status')}
        label="Status"
        options={ORDER_STATUSES.map((s) => ({ value: s, label: ORDER_STATUS_LABELS[s] }))}
      />
      <FilterSelect
        {...filter('provider')}
        label="Provider"
        options={PAYMENT_PROVIDERS.map((p) => ({ value: p, label: PAYMENT_PROVIDER_LABELS[p] }))}
      />
      <FilterInput {...filter('q')} label="Search" placeholder="Payer e-mail or reference" />
      {/* The period reads the day an order was created (the default) or the day its payment was received. */}
      <FilterSelect
        {...filter('dates')}
        label="Period by"
        anyLabel={PAYMENT_PERIOD_DATE_LABELS.created}
        options={[{ value: 'paid', label: PAYMENT_PERIOD_DATE_LABELS.paid }]}
      />
      <FilterInput {...filter('from')} label="From" type="date" />
      <FilterInput {...filter('to')} label="To" type="date" />
    </FilterBar>
  );
}
