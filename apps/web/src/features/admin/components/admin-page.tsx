import type { ReactNode } from 'react';
import { Seo } from '../../../components/seo';
import { useT } from '../../../i18n/locale-context';
import { messageOf } from '../../../lib/api-client';
import { adminComponentsMessages as m } from './messages';

/** A back-office page: its title, a line of context, actions on the right, then the content. */
export function AdminPage({
  title,
  description,
  actions,
  children,
}: {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const t = useT();
  return (
    <div className="mx-auto max-w-7xl">
      <Seo title={t(m.pageTitle, { title })} />
      <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="font-serif text-2xl font-semibold text-primary-dark sm:text-3xl">{title}</h1>
          {description ? <p className="mt-1 max-w-2xl text-sm text-muted">{description}</p> : null}
        </div>
        {actions ? <div className="flex flex-wrap items-center gap-2">{actions}</div> : null}
      </div>
      {children}
    </div>
  );
}

/** A white panel with an optional heading, the back office's basic surface. */
export function Panel({
  title,
  actions,
  children,
  className = '',
}: {
  title?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section className={`rounded-2xl border border-hairline bg-white shadow-sm ${className}`}>
      {title ? (
        <div className="flex items-center justify-between gap-3 border-b border-hairline px-5 py-3">
          <h2 className="font-serif text-lg font-semibold text-primary-dark">{title}</h2>
          {actions}
        </div>
      ) : null}
      <div className="p-5">{children}</div>
    </section>
  );
}

/**
 * A list or record that could not be loaded, announced: the server's message; with a `fallback`, the page's own
 * words when the server gave none (a network failure).
 */
export function ErrorNotice({
  error,
  fallback,
  className = 'mb-4',
}: {
  error: Error | null | undefined;
  fallback?: string;
  className?: string;
}) {
  if (!error) return null;
  return (
    <p role="alert" className={`${className} rounded-xl bg-status-rejected/10 p-4 text-sm text-status-rejected`}>
      {fallback === undefined ? error.message : messageOf(error, fallback)}
    </p>
  );
}
