import type { ReactNode } from 'react';
import { Seo } from '../../../components/seo';

/** The registration screens' frame inside the portal. */
export function PageShell({ title, heading, children }: { title: string; heading?: string; children: ReactNode }) {
  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-6 sm:px-6 sm:py-10">
      <Seo title={title} noIndex />
      {heading ? (
        <header className="mb-6">
          <p className="eyebrow">Contestant portal</p>
          <h1 className="mt-2 font-serif text-3xl text-ink sm:text-4xl">{heading}</h1>
          <div className="gold-rule mt-4" />
        </header>
      ) : null}
      {children}
    </div>
  );
}

export function LoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div role="alert" className="card px-6 py-8 text-center">
      <p className="font-semibold text-ink">{message}</p>
      <button type="button" className="btn-primary mt-4" onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}
