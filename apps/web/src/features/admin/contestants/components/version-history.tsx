import type { ContestantVersion } from '@cq/shared';
import { Panel } from '../../components/admin-page';
import { formatDateTime } from '../../components/format';

const KIND_LABEL: Record<ContestantVersion['kind'], string> = {
  initial: 'first submission',
  edit: 'edit',
  correction: 'correction by staff',
};

/** Each submission (and staff correction), newest first, with the fields that changed from the one before. */
export function VersionHistory({ versions }: { versions: readonly ContestantVersion[] }) {
  return (
    <Panel title="Version history">
      {versions.length === 0 ? (
        <p className="text-sm text-muted">Nothing submitted yet.</p>
      ) : (
        <ol className="space-y-4">
          {versions.map((v) => (
            <li key={v.version} className="rounded-xl border border-hairline p-3">
              <p className="text-sm">
                <span className="font-semibold text-primary-dark">Version {v.version}</span>{' '}
                <span className="text-muted">
                  · {KIND_LABEL[v.kind]}
                  {v.kind === 'correction' && v.correctedBy ? ` by ${v.correctedBy}` : ''} ·{' '}
                  {formatDateTime(v.submittedAt)}
                </span>
              </p>
              {v.reason ? <p className="mt-1 text-sm italic text-ink/80">Why: {v.reason}</p> : null}
              {v.kind === 'initial' ? null : v.changes.length === 0 ? (
                <p className="mt-1 text-sm text-muted">Sent again without changes.</p>
              ) : (
                <ul className="mt-2 space-y-1.5 text-sm">
                  {v.changes.map((c) => (
                    <li key={c.field} className="break-words">
                      <span className="font-medium text-ink">{c.label ?? c.field}:</span>{' '}
                      <del className="text-status-rejected">{c.before ?? 'empty'}</del> →{' '}
                      <ins className="text-status-approved no-underline">{c.after ?? 'empty'}</ins>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ol>
      )}
    </Panel>
  );
}
