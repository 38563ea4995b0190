import type { AuditEntryDto } from '@cq/shared';
import { formatDateTime } from '../../components/format';

/** The latest audit entries about this user, newest first. */
export function UserHistory({ entries }: { entries: AuditEntryDto[] }) {
  if (entries.length === 0) return <p className="text-sm text-muted">No changes recorded yet.</p>;
  return (
    <ol className="divide-y divide-hairline text-sm">
      {entries.map((e) => (
        <li key={e._id} className="py-2.5">
          <p className="text-ink">{e.summary}</p>
          <p className="mt-0.5 text-xs text-muted">
            <time dateTime={e.createdAt}>{formatDateTime(e.createdAt)}</time> · {e.actorEmail}
          </p>
        </li>
      ))}
    </ol>
  );
}
