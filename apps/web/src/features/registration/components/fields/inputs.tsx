import type { ReactNode } from 'react';
import { controlClass, describedBy, Field } from '#web/components/ui/field';
import { useT, useText } from '#web/i18n/locale-context';
import { fieldMessages } from './messages';

/** The DOM id of a form path, e.g. `emergencyContact.email` → `reg-emergencyContact-email`. */
export const fieldId = (path: string) => `reg-${path.replace(/\./g, '-')}`;

interface Common {
  path: string;
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  required?: boolean;
  className?: string;
  disabled?: boolean;
}

/** What a text box, a text area and a list share: the id, the error in the page's language, and how both are announced. */
function useControl(p: Common) {
  const id = fieldId(p.path);
  const text = useText();
  const error = p.error ? text(p.error) : undefined;
  const aria = {
    'aria-invalid': error ? true : undefined,
    'aria-required': p.required || undefined,
    'aria-describedby': describedBy(id, { error, hint: p.hint }),
  } as const;
  return { id, error, aria };
}

export function TextInput({
  value,
  onChange,
  type = 'text',
  placeholder,
  autoComplete,
  inputMode,
  maxLength = 200,
  ...p
}: Common & {
  value: string;
  onChange: (value: string) => void;
  type?: 'text' | 'email' | 'tel' | 'date' | 'url';
  placeholder?: string;
  autoComplete?: string;
  inputMode?: 'decimal' | 'numeric' | 'tel' | 'email' | 'text' | 'url';
  maxLength?: number;
}) {
  const { id, error, aria } = useControl(p);
  return (
    <Field id={id} label={p.label} error={error} hint={p.hint} required={p.required} className={p.className}>
      <input
        id={id}
        name={p.path}
        type={type}
        // E-mail addresses, phone numbers and links read left to right on an Arabic page too.
        dir={type === 'email' || type === 'tel' || type === 'url' ? 'ltr' : undefined}
        value={value}
        placeholder={placeholder}
        autoComplete={autoComplete}
        inputMode={inputMode}
        maxLength={maxLength}
        disabled={p.disabled}
        {...aria}
        onChange={(e) => onChange(e.target.value)}
        className={controlClass(Boolean(error))}
      />
    </Field>
  );
}

export function TextArea({
  value,
  onChange,
  rows = 4,
  placeholder,
  maxLength = 4000,
  ...p
}: Common & {
  value: string;
  onChange: (value: string) => void;
  rows?: number;
  placeholder?: string;
  maxLength?: number;
}) {
  const { id, error, aria } = useControl(p);
  return (
    <Field id={id} label={p.label} error={error} hint={p.hint} required={p.required} className={p.className}>
      <textarea
        id={id}
        name={p.path}
        rows={rows}
        value={value}
        placeholder={placeholder}
        maxLength={maxLength}
        {...aria}
        onChange={(e) => onChange(e.target.value)}
        className={controlClass(Boolean(error), 'resize-y')}
      />
    </Field>
  );
}

export type Option = string | { value: string; label: string };
const optionOf = (o: Option) => (typeof o === 'string' ? { value: o, label: o } : o);

export function SelectInput({
  value,
  onChange,
  options,
  placeholder,
  ...p
}: Common & { value: string; onChange: (value: string) => void; options: readonly Option[]; placeholder?: string }) {
  const t = useT();
  const { id, error, aria } = useControl(p);
  return (
    <Field id={id} label={p.label} error={error} hint={p.hint} required={p.required} className={p.className}>
      <select
        id={id}
        name={p.path}
        value={value}
        {...aria}
        onChange={(e) => onChange(e.target.value)}
        className={controlClass(Boolean(error))}
      >
        <option value="">{placeholder ?? t(fieldMessages.select)}</option>
        {options.map(optionOf).map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </Field>
  );
}

/** A row of pill-shaped radio buttons (gender, children, marital status). */
export function ChoiceInput({
  value,
  onChange,
  options,
  ...p
}: Common & { value: string; onChange: (value: string) => void; options: readonly Option[] }) {
  const id = fieldId(p.path);
  const text = useText();
  const error = p.error ? text(p.error) : undefined;
  return (
    <fieldset
      id={id}
      className={p.className}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? `${id}-error` : undefined}
    >
      <legend className="mb-1.5 block text-sm font-semibold text-ink">
        {p.label}
        {p.required ? (
          <span className="ms-0.5 text-accent-main" aria-hidden>
            *
          </span>
        ) : null}
      </legend>
      <div className="flex flex-wrap gap-2">
        {options.map(optionOf).map((o) => {
          const checked = value === o.value;
          return (
            <label
              key={o.value}
              className={`cursor-pointer rounded-full border px-4 py-2 text-sm font-medium transition-colors has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-secondary-main ${
                checked
                  ? 'border-primary-main bg-primary-main text-primary-contrast'
                  : `bg-white text-ink hover:border-primary-light ${error ? 'border-status-rejected' : 'border-hairline'}`
              }`}
            >
              <input
                type="radio"
                name={p.path}
                value={o.value}
                checked={checked}
                onChange={() => onChange(o.value)}
                className="sr-only"
              />
              {o.label}
            </label>
          );
        })}
      </div>
      {error ? (
        <p id={`${id}-error`} role="alert" className="mt-1.5 text-sm font-medium text-status-rejected">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

export function CheckboxInput({
  checked,
  onChange,
  ...p
}: Common & { checked: boolean; onChange: (checked: boolean) => void }) {
  const id = fieldId(p.path);
  const text = useText();
  const error = p.error ? text(p.error) : undefined;
  return (
    <div className={p.className}>
      <label
        htmlFor={id}
        className={`flex cursor-pointer items-start gap-3 rounded-xl border bg-white p-4 text-sm leading-relaxed text-ink ${
          error ? 'border-status-rejected' : checked ? 'border-primary-light bg-primary-main/5' : 'border-hairline'
        }`}
      >
        <input
          id={id}
          name={p.path}
          type="checkbox"
          checked={checked}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) => onChange(e.target.checked)}
          className="mt-0.5 h-5 w-5 shrink-0 accent-primary-main"
        />
        <span>{p.label}</span>
      </label>
      {error ? (
        <p id={`${id}-error`} role="alert" className="mt-1.5 text-sm font-medium text-status-rejected">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A titled group of fields within a step. */
export function FieldGroup({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <section className="space-y-5">
      <div>
        <h3 className="font-serif text-lg text-primary-dark">{title}</h3>
        {description ? <p className="mt-1 text-sm text-muted">{description}</p> : null}
      </div>
      {children}
    </section>
  );
}
