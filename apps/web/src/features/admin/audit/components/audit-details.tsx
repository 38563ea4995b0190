import type { AuditEntryDto } from '@cq/shared';
import { Link } from 'react-router';

/** The entry's details, folded away until asked for (a native disclosure, so keyboard and readers know it). */
export function AuditDetails({ entry }: { entry: AuditEntryDto }) {
  if (Object.keys(entry.details).length === 0) return null;
  return (
    <details className="mt-1">
      <summary className="cursor-pointer text-xs font-semibold text-primary-main">Details</summary>
      <pre className="mt-2 max-w-xl overflow-x-auto whitespace-pre-wrap break-words rounded-lg bg-ivory p-3 text-xs text-ink">
        {JSON.stringify(entry.details, null, 2)}
      </pre>
    </details>
  );
}

/** A record id as a link where the back office has a page for it. */
export function RecordLink({ entry }: { entry: AuditEntryDto }) {
  if (!entry.recordId) return <span className="text-muted">—</span>;
  const page =
    entry.resource === 'users' ? '/admin/users/' : entry.resource === 'contestants' ? '/admin/contestants/' : null;
  const text = <span className="break-all font-mono text-xs">{entry.recordId}</span>;
  return page ? (
    <Link to={`${page}${entry.recordId}`} className="text-primary-main hover:underline">
      {text}
    </Link>
  ) : (
    text
  );
}
