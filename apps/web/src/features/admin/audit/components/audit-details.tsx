import type { AuditEntryDto } from '@cq/shared';
import { useT } from '#web/i18n/locale-context';
import { auditMessages as m } from '../audit-messages';

/**
 * What a person tracing an entry needs, folded away until asked for (a native disclosure, so keyboard and readers
 * know it): who by e-mail, the action's code, the record's id, and the entry's details as recorded.
 */
export function AuditDetails({ entry }: { entry: AuditEntryDto }) {
  const t = useT();
  const facts: [string, string][] = [
    [t(m.email), entry.actorEmail],
    [t(m.code), entry.action],
    ...(entry.recordId ? ([[t(m.record), `${entry.resource} · ${entry.recordId}`]] as [string, string][]) : []),
  ];
  return (
    <details className="mt-1">
      <summary className="cursor-pointer text-xs font-semibold text-primary-main">{t(m.details)}</summary>
      <dl className="mt-2 grid grid-cols-[max-content_1fr] gap-x-3 gap-y-1 text-xs">
        {facts.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-semibold text-muted">{label}</dt>
            <dd className="break-all font-mono text-ink">{value}</dd>
          </div>
        ))}
      </dl>
      {Object.keys(entry.details).length > 0 ? (
        // The details as recorded, in the code's own words: for tracing, not for reading in another language.
        <pre
          translate="no"
          className="mt-2 max-w-xl overflow-x-auto whitespace-pre-wrap break-words rounded-lg bg-ivory p-3 text-xs text-ink"
        >
          {JSON.stringify(entry.details, null, 2)}
        </pre>
      ) : null}
    </details>
  );
}
