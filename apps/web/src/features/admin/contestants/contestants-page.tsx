import {
  CONTESTANT_SORTS,
  type ContestantSort,
  canStaff,
  DEFAULT_SORT_ORDER,
  SORT_ORDERS,
  type SortOrder,
} from '@cq/shared';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button';
import { useT } from '../../../i18n/locale-context';
import { useSession } from '../../session';
import { AdminPage, ErrorNotice } from '../components/admin-page';
import { AddressPagination } from '../components/pagination';
import { useFilters } from '../components/use-filters';
import { contestantListQuery } from './api/contestant-list';
import { downloadContestantsCsv } from './api/export-csv';
import { BulkActionsBar } from './components/bulk-actions-bar';
import { BulkEmailLink } from './components/bulk-email-link';
import { CONTESTANT_FILTERS, ContestantFilters } from './components/contestant-filters';
import { ContestantsTable, nextOrdering, type Ordering, type Selection } from './components/contestants-table';
import { CountChips } from './components/count-chips';
import { ExportButton } from './components/export-button';
import { contestantsMessages as m } from './messages';

const oneOf = <T extends string>(values: readonly T[], v: string): T | undefined =>
  (values as readonly string[]).includes(v) ? (v as T) : undefined;

/** Every registration: the counts, filters in the address bar, sortable columns, and the CSV of what is shown. */
export default function ContestantsPage() {
  const t = useT();
  const { user } = useSession();
  const { values, set, page, query } = useFilters(CONTESTANT_FILTERS);
  const { data, error, isPending, isFetching } = useQuery(contestantListQuery(query));

  const sort = oneOf<ContestantSort>(CONTESTANT_SORTS, values.sort) ?? 'submittedAt';
  const ordering: Ordering = { sort, order: oneOf<SortOrder>(SORT_ORDERS, values.order) ?? DEFAULT_SORT_ORDER[sort] };
  // The export takes the same filters and order as the list, without the page.
  const exportFilters = useMemo(() => {
    const q = new URLSearchParams(query);
    q.delete('page');
    return q.toString();
  }, [query]);

  // Ticked records stay ticked across pages and filters, until an action is done or Clear.
  const [ticked, setTicked] = useState<ReadonlySet<string>>(new Set());
  const selection: Selection = {
    ticked,
    toggle: (id) =>
      setTicked((prev) => {
        const next = new Set(prev);
        if (!next.delete(id)) next.add(id);
        return next;
      }),
    toggleAll: (ids) =>
      setTicked((prev) => {
        const next = new Set(prev);
        const all = ids.every((id) => next.has(id));
        for (const id of ids) {
          if (all) next.delete(id);
          else next.add(id);
        }
        return next;
      }),
  };
  const mayAct = canStaff(user, 'contestants', 'update');

  return (
    <AdminPage
      title={t(m.title)}
      description={t(m.description)}
      actions={
        <>
          {canStaff(user, 'contestants', 'update') ? <BulkEmailLink values={values} /> : null}
          <Link to="/admin/contestants/reasons" className={buttonClass('secondary', 'px-4 py-2')}>
            {t(m.reasonsLink)}
          </Link>
          {canStaff(user, 'contestants', 'export') ? (
            <ExportButton download={() => downloadContestantsCsv(exportFilters)} />
          ) : null}
        </>
      }
    >
      {data ? (
        <CountChips counts={data.counts} status={values.status} continent={values.continent} onFilter={set} />
      ) : null}
      <ContestantFilters values={values} set={set} />
      <ErrorNotice error={error} />
      {mayAct ? <BulkActionsBar selected={[...ticked]} onClear={() => setTicked(new Set())} /> : null}
      <ContestantsTable
        selection={mayAct ? selection : undefined}
        rows={data?.contestants ?? []}
        ordering={ordering}
        onSort={(s) => set(nextOrdering(ordering, s))}
        busy={isFetching}
        empty={isPending ? t(m.loading) : t(m.noMatch)}
      />
      <AddressPagination list={data} page={page} set={set} />
    </AdminPage>
  );
}
