import { ORDER_STATUS_LABELS, ORDER_STATUSES, PAYMENT_PROVIDER_LABELS, PAYMENT_PROVIDERS } from '@cq/shared';
import { FilterBar, FilterInput, FilterSelect } from '../../components/filter-select';

export const PAYMENT_FILTERS = ['status', 'provider', 'q', 'from', 'to'] as const;
type Values = Record<(typeof PAYMENT_FILTERS)[number], string>;

export function PaymentFilters({ values, onChange }: { values: Values; onChange: (changes: Partial<Values>) => void }) {
  return (
    <FilterBar>
      <FilterSelect
        id="payments-status"
        label="Status"
        value={values.status}
        onChange={(status) => onChange({ status })}
        options={ORDER_STATUSES.map((s) => ({ value: s, label: ORDER_STATUS_LABELS[s] }))}
      />
      <FilterSelect
        id="payments-provider"
        label="Provider"
        value={values.provider}
        onChange={(provider) => onChange({ provider })}
        options={PAYMENT_PROVIDERS.map((p) => ({ value: p, label: PAYMENT_PROVIDER_LABELS[p] }))}
      />
      <FilterInput
        id="payments-q"
        label="Search"
        value={values.q}
        onChange={(q) => onChange({ q })}
        placeholder="Payer e-mail or reference"
      />
      <FilterInput
        id="payments-from"
        label="From"
        type="date"
        value={values.from}
        onChange={(from) => onChange({ from })}
      />
      <FilterInput id="payments-to" label="To" type="date" value={values.to} onChange={(to) => onChange({ to })} />
    </FilterBar>
  );
}
