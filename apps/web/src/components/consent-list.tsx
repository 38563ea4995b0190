import type { ConsentRecord } from '@cq/shared';
import { format } from 'date-fns';

const when = (iso: string) => format(new Date(iso), 'd MMM yyyy, HH:mm');

/** Agreements, newest first: the title, the version and exact words, when, and any withdrawal. */
export function ConsentList({ consents, empty }: { consents: readonly ConsentRecord[]; empty: string }) {
  if (consents.length === 0) return <p className="text-sm text-muted">{empty}</p>;
  return (
    <ul className="space-y-3">
      {consents.map((c) => (
        <li key={c.id} className="rounded-xl bg-ivory p-3 text-sm">
          <p className="font-semibold text-ink">
            {c.title} <span className="font-normal text-muted">· version {c.version}</span>
          </p>
          <p className="mt-1 whitespace-pre-line break-words text-ink/85">{c.text}</p>
          <p className="mt-1 text-xs text-muted">
            Agreed {when(c.acceptedAt)}
            {c.withdrawnAt ? ` · withdrawn ${when(c.withdrawnAt)}` : ''}
          </p>
        </li>
      ))}
    </ul>
  );
}
