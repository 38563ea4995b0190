import type { ReactNode } from 'react';

/** A message under or above a form; errors are announced at once, successes politely. */
export function FormAlert({ tone = 'error', children }: { tone?: 'error' | 'success'; children: ReactNode }) {
  const look =
    tone === 'error'
      ? 'border-status-rejected/30 bg-status-rejected/5 text-status-rejected'
      : 'border-status-approved/30 bg-status-approved/10 text-status-approved';
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={`rounded-xl border px-4 py-3 text-sm font-medium ${look}`}
    >
      {children}
    </div>
  );
}
