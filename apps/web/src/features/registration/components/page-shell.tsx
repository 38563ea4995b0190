import type { ReactNode } from 'react';
import { Seo } from '../../../components/seo';
import { useT } from '../../../i18n/locale-context';
import { registrationMessages as m } from './messages';

/** The registration screens' frame inside the portal. */
export function PageShell({ title, heading, children }: { title: string; heading?: string; children: ReactNode }) {
  const t = useT();
  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-6 sm:px-6 sm:py-10">
      <Seo title={title} noIndex />
      {heading ? (
        <header className="mb-6">
          <p className="eyebrow">{t(m.eyebrow)}</p>
          <h1 className="mt-2 font-serif text-3xl text-ink sm:text-4xl">{heading}</h1>
          <div className="gold-rule mt-4" />
        </header>
      ) : null}
      {children}
    </div>
  );
}

export function LoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  const t = useT();
  return (
    <div role="alert" className="card px-6 py-8 text-center">
      <p className="font-semibold text-ink">{message}</p>
      <button type="button" className="btn-primary mt-4" onClick={onRetry}>
        {t(m.tryAgain)}
      </button>
    </div>
  );
}
