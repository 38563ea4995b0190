import type { AuditEntryDto } from '@cq/shared';
import { useT } from '#web/i18n/locale-context';
import { AuditSentence } from '../../audit/components/audit-sentence';
import { useAdminFormat } from '../../components/format';
import { usersMessages as m } from '../messages';

/** The latest audit entries about this user, newest first, each in a sentence with the server's account beneath. */
export function UserHistory({ entries }: { entries: AuditEntryDto[] }) {
  const t = useT();
  const dates = useAdminFormat();
  if (entries.length === 0) return <p className="text-sm text-muted">{t(m.noHistory)}</p>;
  return (
    <ol className="divide-y divide-hairline text-sm">
      {entries.map((e) => (
        <li key={e._id} className="py-2.5">
          <AuditSentence entry={e} />
          {/* The server's account, as it was recorded (in English): kept as written, not translated. */}
          <p lang="en" translate="no" className="mt-0.5 text-xs text-muted">
            {e.summary}
          </p>
          <p className="mt-0.5 text-xs text-muted">
            <time dateTime={e.createdAt}>{dates.dateTime(e.createdAt)}</time> · {e.actorEmail}
          </p>
        </li>
      ))}
    </ol>
  );
}
