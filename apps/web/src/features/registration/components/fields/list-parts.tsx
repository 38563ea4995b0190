import { Plus, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { useText } from '#web/i18n/locale-context';
import { fieldId } from './inputs';

/** The frame of a list editor: label, what was added, the inputs to add more, and the error. */
export function ListFrame({
  path,
  label,
  hint,
  required,
  error,
  children,
  entries,
}: {
  path: string;
  label: string;
  hint?: string;
  required?: boolean;
  error?: string;
  children: ReactNode;
  entries: ReactNode;
}) {
  const id = fieldId(path);
  const text = useText();
  return (
    <fieldset
      id={id}
      tabIndex={-1}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? `${id}-error` : undefined}
      className={`rounded-2xl border p-4 sm:p-5 ${error ? 'border-status-rejected' : 'border-hairline'} bg-ivory/60`}
    >
      <legend className="px-1 text-sm font-semibold text-ink">
        {label}
        {required ? (
          <span className="ms-0.5 text-accent-main" aria-hidden>
            *
          </span>
        ) : null}
      </legend>
      {hint ? <p className="-mt-1 mb-3 text-xs text-muted">{hint}</p> : null}
      {entries}
      <div className="mt-3">{children}</div>
      {error ? (
        <p id={`${id}-error`} role="alert" className="mt-2 text-sm font-medium text-status-rejected">
          {text(error)}
        </p>
      ) : null}
    </fieldset>
  );
}

export function EntryList({ children, empty }: { children: ReactNode[]; empty: string }) {
  if (children.length === 0) return <p className="text-sm italic text-muted">{empty}</p>;
  return <ul className="space-y-2">{children}</ul>;
}

export function Entry({
  children,
  onRemove,
  removeLabel,
}: {
  children: ReactNode;
  onRemove: () => void;
  removeLabel: string;
}) {
  return (
    <li className="flex items-start justify-between gap-3 rounded-xl border border-hairline bg-white px-4 py-3 text-sm">
      <div className="min-w-0 flex-1">{children}</div>
      <button
        type="button"
        onClick={onRemove}
        aria-label={removeLabel}
        className="-m-1 rounded-full p-1.5 text-muted hover:bg-ivory hover:text-status-rejected"
      >
        <X className="h-4 w-4" aria-hidden />
      </button>
    </li>
  );
}

export function AddButton({ onClick, disabled, label }: { onClick: () => void; disabled?: boolean; label: string }) {
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={disabled}
      className="inline-flex items-center gap-1.5 rounded-full border border-primary-main px-4 py-2 text-sm font-semibold text-primary-main transition-colors hover:bg-primary-main hover:text-primary-contrast disabled:cursor-not-allowed disabled:border-hairline disabled:text-muted disabled:hover:bg-transparent"
    >
      <Plus className="h-4 w-4" aria-hidden />
      {label}
    </button>
  );
}

/** A small unlabelled-looking input with a visible label above it, for the add row of a list. */
export function MiniInput({
  id,
  label,
  value,
  onChange,
  placeholder,
  inputMode,
  onEnter,
  className = '',
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  inputMode?: 'numeric' | 'text';
  onEnter?: () => void;
  className?: string;
}) {
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-xs font-semibold uppercase tracking-wide text-muted">
        {label}
      </label>
      <input
        id={id}
        value={value}
        placeholder={placeholder}
        inputMode={inputMode}
        maxLength={200}
        onChange={(e) => onChange(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && onEnter) {
            e.preventDefault();
            onEnter();
          }
        }}
        className="block w-full rounded-lg border border-hairline bg-white px-3 py-2 text-sm text-ink placeholder:text-muted/70 focus:border-primary-main focus:outline-none focus:ring-3 focus:ring-primary-main/20"
      />
    </div>
  );
}

/** A four-digit year typed as text, or null. */
export function parseYear(text: string): number | null {
  const value = text.trim();
  if (!/^\d{4}$/.test(value)) return null;
  const year = Number(value);
  return year >= 1900 && year <= 2100 ? year : null;
}
