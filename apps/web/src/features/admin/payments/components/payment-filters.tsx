import { ORDER_STATUSES, PAYMENT_PROVIDERS } from '@cq/shared';
import { FilterBar, FilterInput, FilterSelect, filterControls } from '../../components/filter-select';
import { paymentsMessages as m } from '../messages';
import { usePaymentWords } from '../use-payment-words';

export const PAYMENT_FILTERS = ['status', 'provider', 'q', 'dates', 'from', 'to'] as const;
type Values = Record<(typeof PAYMENT_FILTERS)[number], string>;

export function PaymentFilters({ values, onChange }: { values: Values; onChange: (changes: Partial<Values>) => void }) {
  const filter = filterControls('payments', values, onChange);
  const words = usePaymentWords();
  const { t } = words;
  return (
    <FilterBar>
      <FilterSelect
        {...filter('status')}
        label={t(m.status)}
        anyLabel={t(m.any)}
        options={ORDER_STATUSES.map((s) => ({ value: s, label: words.status(s) }))}
      />
      <FilterSelect
        {...filter('provider')}
        label={t(m.provider)}
        anyLabel={t(m.any)}
        options={PAYMENT_PROVIDERS.map((p) => ({ value: p, label: words.provider(p) }))}
      />
      <FilterInput {...filter('q')} label={t(m.search)} placeholder={t(m.searchPlaceholder)} />
      {/* The period reads the day an order was created (the default) or the day its payment was received. */}
      <FilterSelect
        {...filter('dates')}
        label={t(m.periodBy)}
        anyLabel={words.period('created')}
        options={[{ value: 'paid', label: words.period('paid') }]}
      />
      <FilterInput {...filter('from')} label={t(m.from)} type="date" />
      <FilterInput {...filter('to')} label={t(m.to)} type="date" />
    </FilterBar>
  );
}
