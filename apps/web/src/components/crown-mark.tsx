/** The crown mark of BRAND.md, in the theme's colours. */
export function CrownMark({ className = 'h-8 w-8' }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 64" className={className} aria-hidden="true">
      <path
        d="M10 46 L14 18 L25 32 L32 12 L39 32 L50 18 L54 46 Z"
        fill="var(--color-secondary-main)"
        stroke="var(--color-secondary-light)"
        strokeWidth="2"
        strokeLinejoin="round"
      />
      <rect x="10" y="48" width="44" height="6" rx="2.5" fill="var(--color-secondary-main)" />
      <circle cx="14" cy="17" r="3.5" fill="var(--color-accent-light)" />
      <circle cx="32" cy="11" r="3.5" fill="var(--color-accent-light)" />
      <circle cx="50" cy="17" r="3.5" fill="var(--color-accent-light)" />
      <circle cx="32" cy="38" r="4" fill="var(--color-primary-main)" />
    </svg>
  );
}
