import { ChevronDown } from 'lucide-react';
import type { ComponentProps } from 'react';
import { controlClass } from './field';

/**
 * The site's select: the browser's own control (its list, keyboard and
 * phone pickers) drawn like the text fields, with the site's chevron instead
 * of the browser's arrow.
 */
export function SelectControl({
  invalid,
  className = '',
  children,
  ...props
}: ComponentProps<'select'> & { invalid?: boolean }) {
  return (
    <div className="relative">
      <select
        {...props}
        aria-invalid={invalid ? true : props['aria-invalid']}
        className={controlClass(invalid, `cursor-pointer appearance-none pe-11 ${className}`)}
      >
        {children}
      </select>
      <ChevronDown
        className="pointer-events-none absolute end-4 top-1/2 h-4.5 w-4.5 -translate-y-1/2 text-muted"
        aria-hidden
      />
    </div>
  );
}
