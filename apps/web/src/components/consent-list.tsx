import type { ConsentRecord } from '@cq/shared';
import { useDateTime } from '../i18n/date-time';
import { useT } from '../i18n/locale-context';
import { consentMessages as m } from './consent-messages';

/** Agreements, newest first: the title, the version and exact words, when, and any withdrawal. */
export function ConsentList({ consents, empty }: { consents: readonly ConsentRecord[]; empty: string }) {
  const t = useT();
  const when = useDateTime();
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
