import type { ButtonHTMLAttributes } from 'react';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'success' | 'warning' | 'ghost';

const VARIANTS: Record<ButtonVariant, string> = {
  primary: 'bg-primary-main text-primary-contrast hover:bg-primary-dark',
  secondary: 'border border-hairline bg-white text-ink hover:border-primary-light hover:bg-ivory',
  danger: 'bg-status-rejected text-white hover:brightness-90',
  success: 'bg-status-approved text-white hover:brightness-90',
  warning: 'bg-status-pending text-white hover:brightness-90',
  ghost: 'text-primary-main hover:bg-ivory',
};

/** Classes of a button (also for links that look like one). */
export function buttonClass(variant: ButtonVariant = 'primary', extra = ''): string {
  return `inline-flex items-center justify-center gap-2 rounded-full px-6 py-3 text-sm font-semibold transition focus-visible:outline-3 disabled:cursor-not-allowed disabled:opacity-60 ${VARIANTS[variant]} ${extra}`;
}

export function Spinner({ className = 'h-4 w-4' }: { className?: string }) {
  return (
    <span
      className={`inline-block animate-spin rounded-full border-2 border-current border-e-transparent ${className}`}
      aria-hidden
    />
  );
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  /** Shows a spinner and disables the button; the label stays for screen readers. */
  busy?: boolean;
}

export function Button({ variant = 'primary', busy, className = '', children, disabled, type, ...rest }: ButtonProps) {
  return (
    <button
      type={type ?? 'button'}
      className={buttonClass(variant, className)}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      {...rest}
    >
      {busy ? <Spinner /> : null}
      {children}
    </button>
  );
}
