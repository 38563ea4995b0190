import type { ReactNode } from 'react';
import { controlClass, describedBy, Field } from '../../../components/ui/field';
import { useT } from '../../../i18n/locale-context';
import { previewMessages as m } from '../messages';

interface BaseProps {
  id: string;
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  required?: boolean;
  hint?: ReactNode;
  className?: string;
}

export function TextField({
  type = 'text',
  placeholder,
  autoComplete,
  inputMode,
  ...p
}: BaseProps & {
  type?: string;
  placeholder?: string;
  autoComplete?: string;
  inputMode?: 'decimal' | 'numeric' | 'tel' | 'email' | 'text';
}) {
  return (
    <Field id={p.id} label={p.label} required={p.required} hint={p.hint} className={p.className}>
      <input
        id={p.id}
        type={type}
        value={p.value}
        placeholder={placeholder}
        autoComplete={autoComplete}
        inputMode={inputMode}
        aria-describedby={describedBy(p.id, { hint: p.hint })}
        onChange={(e) => p.onChange(e.target.value)}
        className={controlClass(false)}
      />
    </Field>
  );
}

export function SelectField({
  options,
  placeholder,
  ...p
}: BaseProps & { options: ReadonlyArray<string | { value: string; label: string }>; placeholder?: string }) {
  const t = useT();
  return (
    <Field id={p.id} label={p.label} required={p.required} hint={p.hint} className={p.className}>
      <select
        id={p.id}
        value={p.value}
        aria-describedby={describedBy(p.id, { hint: p.hint })}
        onChange={(e) => p.onChange(e.target.value)}
        className={controlClass(false)}
      >
        <option value="">{placeholder ?? t(m.select)}</option>
        {options.map((o) => {
          const { value, label } = typeof o === 'string' ? { value: o, label: o } : o;
          return (
            <option key={value} value={value}>
              {label}
            </option>
          );
        })}
      </select>
    </Field>
  );
}

export function ChoiceGroup({
  name,
  legend,
  options,
  value,
  onChange,
  required,
}: {
  name: string;
  legend: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  value: string;
  onChange: (value: string) => void;
  required?: boolean;
}) {
  return (
    <fieldset>
      <legend className="mb-1.5 text-sm font-semibold text-ink">
        {legend}
        {required ? (
          <span className="ms-0.5 text-accent-main" aria-hidden>
            *
          </span>
        ) : null}
      </legend>
      <div className="flex flex-wrap gap-2">
        {options.map(({ value: o, label }) => (
          <label
            key={o}
            className={`cursor-pointer rounded-full border px-5 py-2.5 text-sm font-medium transition-colors has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-secondary-main ${
              value === o
                ? 'border-primary-main bg-primary-main text-primary-contrast'
                : 'border-hairline bg-white text-ink hover:border-primary-light'
            }`}
          >
            <input
              type="radio"
              name={name}
              value={o}
              checked={value === o}
              onChange={() => onChange(o)}
              className="sr-only"
            />
            {label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

export function StepSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="space-y-5">
      <h3 className="border-b border-hairline pb-2 font-serif text-lg text-primary-dark">{title}</h3>
      {children}
    </div>
  );
}
