import { type AdminContestantSummary, type ContestantSort, DEFAULT_SORT_ORDER, type SortOrder } from '@cq/shared';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { Link } from 'react-router';
import { useContinentLabel } from '#web/i18n/common-messages';
import { type Translate, useT } from '#web/i18n/locale-context';
import { type Column, DataTable } from '../../components/data-table';
import { useAdminFormat } from '../../components/format';
import { contestantsMessages as m } from '../messages';
import { usePaymentLabel } from '../use-labels';
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

/** Ticking records for the bulk actions: the ticked ids and how to change them. */
export interface Selection {
  ticked: ReadonlySet<string>;
  toggle: (id: string) => void;
  /** Ticks every given row, or unticks them all when they all are. */
  toggleAll: (ids: string[]) => void;
}

function selectionColumn(
  rows: readonly AdminContestantSummary[],
  selection: Selection,
  t: Translate,
): Column<AdminContestantSummary> {
  const ids = rows.map((r) => r._id);
  const all = ids.length > 0 && ids.every((id) => selection.ticked.has(id));
  return {
    key: 'select',
    header: (
      <input
        type="checkbox"
        className="h-4 w-4 accent-primary-main"
        aria-label={t(m.tickAll)}
        checked={all}
        onChange={() => selection.toggleAll(ids)}
      />
    ),
    cell: (c) => (
      <input
        type="checkbox"
        className="h-4 w-4 accent-primary-main"
        aria-label={t(m.tickOne, { name: `${c.firstName} ${c.lastName}` })}
        checked={selection.ticked.has(c._id)}
        onChange={() => selection.toggle(c._id)}
      />
    ),
    className: 'w-10',
  };
}

export function ContestantsTable({
  rows,
  ordering,
  onSort,
  busy,
  empty,
  selection,
}: {
  rows: readonly AdminContestantSummary[];
  ordering: Ordering;
  onSort: (sort: ContestantSort) => void;
  busy: boolean;
  empty: string;
  /** Only for staff who may act on records. */
  selection?: Selection;
}) {
  // Columns that fit the back office at 1280 px without cutting a word: the e-mail sits under the name (which
  // keeps to one line, two at most), dates are days (the time is in the hover), and the edits used join from
  // 1440 px, where there is room.
  const t = useT();
  const dates = useAdminFormat();
  const paymentLabel = usePaymentLabel();
  const continentLabel = useContinentLabel();
  const columns: Column<AdminContestantSummary>[] = [
    ...(selection ? [selectionColumn(rows, selection, t)] : []),
    {
      ...sortable('name', t(m.name), 'name', ordering, onSort),
      className: 'min-w-[13rem]',
      cell: (c) => (
        <>
          <Link
            to={`/admin/contestants/${c._id}`}
            className="line-clamp-2 font-semibold text-primary-main hover:underline"
            title={`${c.firstName} ${c.lastName}`}
          >
            {c.firstName} {c.lastName}
          </Link>
          <span className="block text-xs text-muted [overflow-wrap:anywhere]">{c.email}</span>
          {c.tags.length > 0 ? (
            <span className="mt-1 flex flex-wrap gap-1">
              {c.tags.map((t) => (
                <span
                  key={t}
                  className="rounded-full bg-secondary-main/15 px-2 py-0.5 text-[11px] font-medium text-primary-dark"
                >
                  {t}
                </span>
              ))}
            </span>
          ) : null}
        </>
      ),
    },
    {
      ...sortable('status', t(m.status), 'status', ordering, onSort),
      cell: (c) => <StatusBadge status={c.status} wrap />,
    },
    { key: 'continent', header: t(m.continent), cell: (c) => (c.continent ? continentLabel(c.continent) : '—') },
    { key: 'payment', header: t(m.payment), cell: (c) => paymentLabel(c.paymentStatus) },
    {
      ...sortable('submitted', t(m.submitted), 'submittedAt', ordering, onSort),
      cell: (c) => <span title={dates.dateTime(c.submittedAt)}>{dates.date(c.submittedAt)}</span>,
      className: 'whitespace-nowrap',
    },
    {
      ...sortable('updated', t(m.updated), 'updatedAt', ordering, onSort),
      cell: (c) => <span title={dates.dateTime(c.updatedAt)}>{dates.date(c.updatedAt)}</span>,
      className: 'whitespace-nowrap',
    },
    {
      key: 'edits',
      header: t(m.editsUsed),
      cell: (c) => c.editsUsed,
      className: 'hidden text-end tabular-nums min-[1400px]:table-cell',
    },
  ];
  return (
    <DataTable caption={t(m.caption)} columns={columns} rows={rows} rowKey={(c) => c._id} busy={busy} empty={empty} />
  );
}
