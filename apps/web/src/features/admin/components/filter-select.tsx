import type { ReactNode } from 'react';
import { useT } from '../../../i18n/locale-context';
import { adminComponentsMessages as m } from './messages';

const control =
  'h-10 rounded-lg border border-hairline bg-white px-3 text-sm text-ink hover:border-primary-light focus:border-primary-main focus:outline-none focus:ring-3 focus:ring-primary-main/20';

/** A labelled filter drop-down; the empty option means 'any'. */
export function FilterSelect({
  id,
  label,
  value,
  onChange,
  options,
  anyLabel,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly { value: string; label: ReactNode }[];
  anyLabel?: string;
}) {
  const t = useT();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-xs font-semibold text-muted">
        {label}
      </label>
      <select id={id} className={control} value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">{anyLabel ?? t(m.any)}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** A labelled text or date filter. */
export function FilterInput({
  id,
  label,
  value,
  onChange,
  type = 'search',
  placeholder,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  type?: 'search' | 'date';
  placeholder?: string;
}) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-xs font-semibold text-muted">
        {label}
      </label>
      <input
        id={id}
        type={type}
        className={control}
        value={value}
        placeholder={placeholder}
        onChange={(e) => onChange(e.target.value)}
      />
    </div>
  );
}

/** The row of filters above a list. */
export function FilterBar({ children }: { children: ReactNode }) {
  return (
    <div className="mb-4 flex flex-wrap items-end gap-3 rounded-2xl border border-hairline bg-white p-4 shadow-sm">
      {children}
    </div>
  );
}

/**
 * The id (`prefix-id`, the key by default), value and change handler of the filter `key` of a list, for a
 * filter control.
 */
export function filterControls<K extends string>(
  prefix: string,
  values: Record<K, string>,
  set: (change: Partial<Record<K, string>>) => void,
) {
  return (key: K, id: string = key) => ({
    id: `${prefix}-${id}`,
    value: values[key],
    onChange: (value: string) => set({ [key]: value } as Partial<Record<K, string>>),
  });
}
