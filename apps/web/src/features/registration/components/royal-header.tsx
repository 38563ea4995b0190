import type { ReactNode } from 'react';

/** The plum-to-rose band with the faint crown lattice that opens each registration card. */
export function RoyalHeader({ children, className = '' }: { children: ReactNode; className?: string }) {
  return (
    <div className={`bg-royal relative isolate overflow-hidden px-6 py-8 text-white sm:px-10 sm:py-10 ${className}`}>
      <div className="bg-crown-pattern pointer-events-none absolute inset-0 -z-10 opacity-70" aria-hidden />
      {children}
    </div>
  );
}
