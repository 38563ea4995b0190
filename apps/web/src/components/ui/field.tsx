import type { ComponentProps, ReactNode } from 'react';
import { useText } from '../../i18n/locale-context';

/** Classes of a text input, select or textarea; a red border marks an invalid field. */
export function controlClass(invalid?: boolean, extra = ''): string {
  return `block w-full rounded-xl border bg-white px-4 py-3 text-base text-ink placeholder:text-muted/70 shadow-sm transition-colors focus:outline-none focus-visible:outline-none focus:ring-3 ${
    invalid
      ? 'border-status-rejected focus:border-status-rejected focus:ring-status-rejected/20'
      : 'border-hairline hover:border-primary-light focus:border-primary-main focus:ring-primary-main/20'
  } disabled:cursor-not-allowed disabled:bg-ivory ${extra}`;
}

/** The ids a control should point to with aria-describedby. */
export function describedBy(id: string, opts: { error?: string | null; hint?: ReactNode }): string | undefined {
  const ids = [opts.hint ? `${id}-hint` : null, opts.error ? `${id}-error` : null].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}

export interface FieldProps {
  id: string;
  label: ReactNode;
  error?: string | null;
  hint?: ReactNode;
  required?: boolean;
  children: ReactNode;
  className?: string;
}

/**
 * A labelled form field: the label, the control (given as children, which
 * should carry `id`, `aria-invalid` and `aria-describedby={describedBy(...)}`),
 * a hint and an error that is announced when it appears.
 */
export function Field({ id, label, error, hint, required, children, className = '' }: FieldProps) {
  // Errors are mostly the shared rules' messages (or the server's): shown in the page's language.
  const text = useText();
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-ink">
        {label}
        {required ? (
          <span className="ms-0.5 text-accent-main" aria-hidden>
            *
          </span>
        ) : null}
      </label>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className="mt-1.5 text-xs text-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} role="alert" className="mt-1.5 text-sm font-medium text-status-rejected">
          {text(error)}
        </p>
      ) : null}
    </div>
  );
}

export interface TextFieldProps extends Omit<ComponentProps<'input'>, 'id' | 'className' | 'required'> {
  id: string;
  label: ReactNode;
  error?: string;
  required?: boolean;
}

/**
 * A labelled one-line input: the label and error of a Field, the input pointing to its error and marked invalid
 * (and required) for assistive technology. The rest (type, autocomplete, a form library's registration) goes to the
 * input.
 */
export function TextField({ id, label, error, required, ...input }: TextFieldProps) {
  return (
    <Field id={id} label={label} error={error} required={required}>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, { error })}
        aria-required={required ? true : undefined}
        className={controlClass(Boolean(error))}
        {...input}
      />
    </Field>
  );
}
