import {
  type AdminContestantSummary,
  type ContestantSort,
  DEFAULT_SORT_ORDER,
  paymentStatusLabel,
  type SortOrder,
} from '@cq/shared';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { Link } from 'react-router';
import { type Column, DataTable, TruncatedCell } from '../../components/data-table';
import { formatDate, formatDateTime } from '../../components/format';
import { StatusBadge } from './status-badge';

export interface Ordering {
  sort: ContestantSort;
  order: SortOrder;
}

/** The order a click on a header asks for: the other way round, or the column's natural order. */
export function nextOrdering(current: Ordering, sort: ContestantSort): Ordering {
  if (current.sort === sort) return { sort, order: current.order === 'asc' ? 'desc' : 'asc' };
  return { sort, order: DEFAULT_SORT_ORDER[sort] };
}

function SortHeader({
  label,
  sort,
  current,
  onSort,
}: {
  label: string;
  sort: ContestantSort;
  current: Ordering;
  onSort: (sort: ContestantSort) => void;
}) {
  const active = current.sort === sort;
  const Icon = !active ? ArrowUpDown : current.order === 'asc' ? ArrowUp : ArrowDown;
  return (
    <button
      type="button"
      onClick={() => onSort(sort)}
      className={`inline-flex items-center gap-1 uppercase tracking-wide hover:text-primary-main ${active ? 'text-primary-dark' : ''}`}
    >
      {label}
      <Icon className="h-3.5 w-3.5" aria-hidden />
    </button>
  );
}

function sortable(
  key: string,
  label: string,
  sort: ContestantSort,
  current: Ordering,
  onSort: (sort: ContestantSort) => void,
): Pick<Column<AdminContestantSummary>, 'key' | 'header' | 'ariaSort'> {
  const ariaSort = current.sort !== sort ? 'none' : current.order === 'asc' ? 'ascending' : 'descending';
  return { key, header: <SortHeader label={label} sort={sort} current={current} onSort={onSort} />, ariaSort };
}

export function ContestantsTable({
  rows,
  ordering,
  onSort,
  busy,
  empty,
}: {
  rows: readonly AdminContestantSummary[];
  ordering: Ordering;
  onSort: (sort: ContestantSort) => void;
  busy: boolean;
  empty: string;
}) {
  const columns: Column<AdminContestantSummary>[] = [
    {
      ...sortable('name', 'Name', 'name', ordering, onSort),
      cell: (c) => (
        <Link to={`/admin/contestants/${c._id}`} className="font-semibold text-primary-main hover:underline">
          {c.firstName} {c.lastName}
        </Link>
      ),
    },
    { key: 'email', header: 'E-mail', cell: (c) => <TruncatedCell text={c.email} /> },
    { ...sortable('status', 'Status', 'status', ordering, onSort), cell: (c) => <StatusBadge status={c.status} /> },
    { key: 'continent', header: 'Continent', cell: (c) => c.continent ?? '—' },
    { key: 'payment', header: 'Payment', cell: (c) => paymentStatusLabel(c.paymentStatus) },
    {
      ...sortable('submitted', 'Submitted', 'submittedAt', ordering, onSort),
      cell: (c) => formatDateTime(c.submittedAt),
      className: 'whitespace-nowrap',
    },
    {
      ...sortable('updated', 'Updated', 'updatedAt', ordering, onSort),
      cell: (c) => formatDate(c.updatedAt),
      className: 'whitespace-nowrap',
    },
    { key: 'edits', header: 'Edits used', cell: (c) => c.editsUsed, className: 'text-right tabular-nums' },
  ];
  return (
    <DataTable caption="Contestants" columns={columns} rows={rows} rowKey={(c) => c._id} busy={busy} empty={empty} />
  );
}
