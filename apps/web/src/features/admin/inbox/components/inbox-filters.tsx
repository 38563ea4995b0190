import type { InboxList } from '@cq/shared';
import { useT } from '#web/i18n/locale-context';
import { FilterBar, FilterInput, FilterSelect } from '../../components/filter-select';
import { inboxMessages as m } from '../messages';

const TABS = [
  { value: '', label: m.all },
  { value: 'contact', label: m.contact },
  { value: 'sponsorship', label: m.sponsorship },
] as const;

export interface InboxFilterValues {
  type: string;
  handled: string;
  q: string;
}

/** Type as tabs (with what still waits as badges), then handled and a search. */
export function InboxFilters({
  values,
  counts,
  onChange,
}: {
  values: InboxFilterValues;
  counts: InboxList['counts'] | undefined;
  onChange: (changes: Partial<InboxFilterValues>) => void;
}) {
  const t = useT();
  const u = counts?.unhandled;
  const waiting: Record<string, number> = u ? { '': u.contact + u.sponsorship, ...u } : {};
  return (
    <FilterBar>
      <fieldset className="flex flex-wrap gap-1 rounded-xl bg-ivory p-1">
        <legend className="sr-only">{t(m.typeOfMessage)}</legend>
        {TABS.map((tab) => {
          const n = waiting[tab.value];
          const current = values.type === tab.value;
          return (
            <button
              key={tab.value}
              type="button"
              aria-pressed={current}
              onClick={() => onChange({ type: tab.value })}
              className={`inline-flex h-8 items-center gap-2 rounded-lg px-3 text-sm font-medium ${
                current ? 'bg-white text-primary-dark shadow-sm' : 'text-muted hover:text-ink'
              }`}
            >
              {t(tab.label)}{' '}
              {n ? (
                <span className="rounded-full bg-accent-main px-1.5 text-xs font-semibold text-accent-contrast">
                  {n}
                  <span className="sr-only"> {t(m.unhandledBadge)}</span>
                </span>
              ) : null}
            </button>
          );
        })}
      </fieldset>
      <FilterSelect
        id="inbox-handled"
        label={t(m.status)}
        value={values.handled}
        onChange={(handled) => onChange({ handled })}
        options={[
          { value: 'false', label: t(m.unhandled) },
          { value: 'true', label: t(m.handled) },
        ]}
        anyLabel={t(m.any)}
      />
      <FilterInput
        id="inbox-q"
        label={t(m.search)}
        value={values.q}
        onChange={(q) => onChange({ q })}
        placeholder={t(m.searchPlaceholder)}
      />
    </FilterBar>
  );
}
