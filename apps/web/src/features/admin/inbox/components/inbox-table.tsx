import { INQUIRY_KIND_LABELS, type InboxItem } from '@cq/shared';
import { type Column, DataTable } from '../../components/data-table';
import { formatDateTime } from '../../components/format';

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
  const columns: Column<InboxItem>[] = [
    {
      key: 'from',
      header: 'From',
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
      header: 'Subject',
      cell: (r) => (
        <>
          <span className="text-xs font-semibold uppercase tracking-wide text-accent-main">
            {INQUIRY_KIND_LABELS[r.type]}
          </span>
          <span className="block text-ink">{r.summary}</span>
          <span className="line-clamp-1 block text-xs text-muted">{r.excerpt}</span>
        </>
      ),
    },
    { key: 'received', header: 'Received', cell: (r) => formatDateTime(r.createdAt), className: 'whitespace-nowrap' },
    {
      key: 'status',
      header: 'Status',
      cell: (r) =>
        r.handled ? (
          <span className="rounded-full bg-status-approved/10 px-2 py-0.5 text-xs font-semibold text-status-approved">
            Handled
          </span>
        ) : (
          <span className="rounded-full bg-status-pending/10 px-2 py-0.5 text-xs font-semibold text-status-pending">
            Unhandled
          </span>
        ),
    },
  ];
  return (
    <DataTable
      caption="Contact messages and sponsorship inquiries"
      columns={columns}
      rows={rows}
      rowKey={(r) => `${r.type}:${r._id}`}
      busy={busy}
      empty="No messages match these filters."
    />
  );
}
