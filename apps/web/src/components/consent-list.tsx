import type { ConsentRecord } from '@cq/shared';
import { format } from 'date-fns';
import { useCallback } from 'react';
import { useFormat } from '../i18n/format';
import { useLocale, useT } from '../i18n/locale-context';
import { consentMessages as m } from './consent-messages';

const MOMENT: Intl.DateTimeFormatOptions = {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
};

/** "5 Nov 2026, 14:05" in English; the same moment in the page's language otherwise. */
function useWhen(): (iso: string) => string {
  const locale = useLocale();
  const dates = useFormat();
  return useCallback(
    (iso: string) => (locale === 'en' ? format(new Date(iso), 'd MMM yyyy, HH:mm') : dates.date(iso, MOMENT)),
    [locale, dates],
  );
}

/** Agreements, newest first: the title, the version and exact words, when, and any withdrawal. */
export function ConsentList({ consents, empty }: { consents: readonly ConsentRecord[]; empty: string }) {
  const t = useT();
  const when = useWhen();
  if (consents.length === 0) return <p className="text-sm text-muted">{empty}</p>;
  return (
    <ul className="space-y-3">
      {consents.map((c) => (
        <li key={c.id} className="rounded-xl bg-ivory p-3 text-sm">
          <p className="font-semibold text-ink">
            {c.title} <span className="font-normal text-muted">{t(m.version, { version: c.version })}</span>
          </p>
          <p className="mt-1 whitespace-pre-line break-words text-ink/85">{c.text}</p>
          <p className="mt-1 text-xs text-muted">
            {c.withdrawnAt
              ? t(m.agreedWithdrawn, { agreed: when(c.acceptedAt), withdrawn: when(c.withdrawnAt) })
              : t(m.agreed, { agreed: when(c.acceptedAt) })}
          </p>
        </li>
      ))}
    </ul>
  );
}
