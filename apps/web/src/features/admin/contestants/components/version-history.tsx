import type { ContestantVersion } from '@cq/shared';
import { useT } from '#web/i18n/locale-context';
import type { MessageDescriptor } from '#web/i18n/message-descriptor';
import { Panel } from '../../components/admin-page';
import { useAdminFormat } from '../../components/format';
import { contestantsMessages as m } from '../messages';
import { useFieldLabel } from '../use-labels';

const KIND_LABEL: Record<ContestantVersion['kind'], MessageDescriptor> = {
  initial: m.kindInitial,
  edit: m.kindEdit,
  correction: m.kindCorrection,
};

/** Each submission (and staff correction), newest first, with the fields that changed from the one before. */
export function VersionHistory({ versions }: { versions: readonly ContestantVersion[] }) {
  const t = useT();
  const { dateTime } = useAdminFormat();
  const fieldLabel = useFieldLabel();
  return (
    <Panel title={t(m.versionHistory)}>
      {versions.length === 0 ? (
        <p className="text-sm text-muted">{t(m.nothingSubmitted)}</p>
      ) : (
        <ol className="space-y-4">
          {versions.map((v) => (
            <li key={v.version} className="rounded-xl border border-hairline p-3">
              <p className="text-sm">
                <span className="font-semibold text-primary-dark">{t(m.version, { version: v.version })}</span>{' '}
                <span className="text-muted">
                  · {t(KIND_LABEL[v.kind])}
                  {v.kind === 'correction' && v.correctedBy ? t(m.byName, { name: v.correctedBy }) : ''} ·{' '}
                  {dateTime(v.submittedAt)}
                </span>
              </p>
              {v.reason ? <p className="mt-1 text-sm italic text-ink/80">{t(m.why, { reason: v.reason })}</p> : null}
              {v.kind === 'initial' ? null : v.changes.length === 0 ? (
                <p className="mt-1 text-sm text-muted">{t(m.noChanges)}</p>
              ) : (
                <ul className="mt-2 space-y-1.5 text-sm">
                  {v.changes.map((c) => (
                    <li key={c.field} className="break-words">
                      <span className="font-medium text-ink">
                        {t(m.changedField, { field: fieldLabel(c.field, c.label ?? c.field) })}
                      </span>{' '}
                      <del className="text-status-rejected">{c.before ?? t(m.empty)}</del>{' '}
                      {/* Before to after, pointing the way the page reads (right to left in Arabic). */}
                      <span className="inline-block rtl:-scale-x-100">→</span>{' '}
                      <ins className="text-status-approved no-underline">{c.after ?? t(m.empty)}</ins>
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
