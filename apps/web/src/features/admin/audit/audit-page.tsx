import { ADMIN_RESOURCES, type AuditEntryDto } from '@cq/shared';
import { useQuery } from '@tanstack/react-query';
import { AdminPage, ErrorNotice } from '../components/admin-page';
import { type Column, DataTable } from '../components/data-table';
import { DebouncedFilterInput } from '../components/debounced-filter-input';
import { FilterBar, FilterInput, FilterSelect, filterControls } from '../components/filter-select';
import { formatDateTime } from '../components/format';
import { Pagination } from '../components/pagination';
import { useFilters } from '../components/use-filters';
import { auditListQuery } from './api/audit-list';
import { AuditDetails } from './components/audit-details';
import { AuditSentence } from './components/audit-sentence';

const FILTERS = ['resource', 'action', 'actor', 'recordId', 'from', 'to'] as const;
const RESOURCE_OPTIONS = ADMIN_RESOURCES.map((r) => ({ value: r, label: r[0]?.toUpperCase() + r.slice(1) }));

/** When, then what happened in a sentence with the server's account of it beneath; codes and ids in Details. */
const columns: Column<AuditEntryDto>[] = [
  {
    key: 'when',
    header: 'When',
    className: 'w-44 whitespace-nowrap',
    cell: (e) => <time dateTime={e.createdAt}>{formatDateTime(e.createdAt)}</time>,
  },
  {
    key: 'what',
    header: 'What happened',
    cell: (e) => (
      <>
        <AuditSentence entry={e} />
        <p className="mt-0.5 text-xs text-muted [overflow-wrap:anywhere]">{e.summary}</p>
        <AuditDetails entry={e} />
      </>
    ),
  },
];

/** Who did what to which record and when; every filter lives in the address bar. */
export default function AuditPage() {
  const { values, set, page, query } = useFilters(FILTERS);
  const filter = filterControls('audit', values, set);
  const { data, error, isPending, isFetching } = useQuery(auditListQuery(query));

  return (
    <AdminPage title="Audit log" description="Every change staff made, newest first.">
      <FilterBar>
        <FilterSelect {...filter('resource')} label="Resource" options={RESOURCE_OPTIONS} />
        <DebouncedFilterInput {...filter('action')} label="Action" placeholder="e.g. reject" />
        <DebouncedFilterInput {...filter('actor')} label="Who (e-mail)" placeholder="Part of an address" />
        <FilterInput {...filter('from')} label="From" type="date" />
        <FilterInput {...filter('to')} label="To" type="date" />
      </FilterBar>
      {values.recordId ? (
        <p className="mb-4 text-sm text-muted">
          Showing record <code className="text-xs">{values.recordId}</code> only.{' '}
          <button
            type="button"
            className="font-semibold text-primary-main hover:underline"
            onClick={() => set({ recordId: '' })}
          >
            Show all records
          </button>
        </p>
      ) : null}
      <ErrorNotice error={error} />
      <DataTable
        caption="Audit log"
        columns={columns}
        rows={data?.entries ?? []}
        rowKey={(e) => e._id}
        busy={isFetching}
        empty={isPending ? 'Loading…' : 'No entry matches these filters.'}
      />
      {data ? (
        <Pagination page={page} pageSize={data.pageSize} total={data.total} onPage={(p) => set({ page: String(p) })} />
      ) : null}
    </AdminPage>
  );
}
