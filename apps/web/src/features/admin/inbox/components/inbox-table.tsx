import type { InboxItem } from '@cq/shared';
import { useT } from '#web/i18n/locale-context';
import { type Column, DataTable } from '../../components/data-table';
import { useAdminFormat } from '../../components/format';
import { inboxMessages as m } from '../messages';

/** The merged list; the sender's name opens the message. */
export function InboxTable({
  rows,
  busy,
  selectedId,
  onOpen,
}: {
  rows: readonly InboxItem[];
  busy: boolean;
  selectedId: string | null;
  onOpen: (item: InboxItem) => void;
}) {
  const t = useT();
  const dates = useAdminFormat();
  const columns: Column<InboxItem>[] = [
    {
      key: 'from',
      header: t(m.from),
      cell: (r) => (
        <>
          <button
            type="button"
            onClick={() => onOpen(r)}
            aria-current={r._id === selectedId || undefined}
            className={`text-start font-semibold hover:underline ${r.handled ? 'text-ink' : 'text-primary-main'}`}
          >
            {r.name}
          </button>
          <span className="block text-xs text-muted">{r.email}</span>
        </>
      ),
    },
    {
      key: 'subject',
      header: t(m.subject),
      cell: (r) => (
        <>
          <span className="text-xs font-semibold uppercase tracking-wide text-accent-main">{t(m[r.type])}</span>
          <span className="block text-ink">{r.summary}</span>
          <span className="line-clamp-1 block text-xs text-muted">{r.excerpt}</span>
        </>
      ),
    },
    {
      key: 'received',
      header: t(m.received),
      cell: (r) => dates.dateTime(r.createdAt),
      className: 'whitespace-nowrap',
    },
    {
      key: 'status',
      header: t(m.status),
      cell: (r) =>
        r.handled ? (
          <span className="rounded-full bg-status-approved/10 px-2 py-0.5 text-xs font-semibold text-status-approved">
            {t(m.handled)}
          </span>
        ) : (
          <span className="rounded-full bg-status-pending/10 px-2 py-0.5 text-xs font-semibold text-status-pending">
            {t(m.unhandled)}
          </span>
        ),
    },
  ];
  return (
    <DataTable
      caption={t(m.caption)}
      columns={columns}
      rows={rows}
      rowKey={(r) => `${r.type}:${r._id}`}
      busy={busy}
      empty={t(m.noMatch)}
    />
  );
}
