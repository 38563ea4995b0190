import { ADMIN_RESOURCES, type AuditEntryDto } from '@cq/shared';
import { useQuery } from '@tanstack/react-query';
import { Message, useLocale, useT } from '../../../i18n/locale-context';
import { AdminPage, ErrorNotice } from '../components/admin-page';
import { type Column, DataTable } from '../components/data-table';
import { DebouncedFilterInput } from '../components/debounced-filter-input';
import { FilterBar, FilterInput, FilterSelect, filterControls } from '../components/filter-select';
import { useAdminFormat } from '../components/format';
import { AddressPagination } from '../components/pagination';
import { useFilters } from '../components/use-filters';
import { usePermissionWords } from '../users/use-words';
import { auditListQuery } from './api/audit-list';
import { auditPageMessages as m } from './audit-messages';
import { AuditDetails } from './components/audit-details';
import { AuditSentence } from './components/audit-sentence';

const FILTERS = ['resource', 'action', 'actor', 'recordId', 'from', 'to'] as const;

/** Who did what to which record and when; every filter lives in the address bar. */
export default function AuditPage() {
  const { values, set, page, query } = useFilters(FILTERS);
  const filter = filterControls('audit', values, set);
  const { data, error, isPending, isFetching } = useQuery(auditListQuery(query));
  const t = useT();
  const locale = useLocale();
  const words = usePermissionWords();
  const dates = useAdminFormat();
  const resourceOptions = ADMIN_RESOURCES.map((r) => {
    const name = words.resource(r);
    return { value: r, label: name.charAt(0).toLocaleUpperCase(locale) + name.slice(1) };
  });
  /** When, then what happened in a sentence with the server's account of it beneath; codes and ids in Details. */
  const columns: Column<AuditEntryDto>[] = [
    {
      key: 'when',
      header: t(m.when),
      className: 'w-44 whitespace-nowrap',
      cell: (e) => <time dateTime={e.createdAt}>{dates.dateTime(e.createdAt)}</time>,
    },
    {
      key: 'what',
      header: t(m.what),
      cell: (e) => (
        <>
          <AuditSentence entry={e} />
          {/* The server's account, as it was recorded (in English): kept as written, not translated. */}
          <p lang="en" translate="no" className="mt-0.5 text-xs text-muted [overflow-wrap:anywhere]">
            {e.summary}
          </p>
          <AuditDetails entry={e} />
        </>
      ),
    },
  ];

  return (
    <AdminPage title={t(m.title)} description={t(m.description)}>
      <FilterBar>
        <FilterSelect {...filter('resource')} label={t(m.resource)} options={resourceOptions} anyLabel={t(m.any)} />
        <DebouncedFilterInput {...filter('action')} label={t(m.action)} placeholder={t(m.actionPlaceholder)} />
        <DebouncedFilterInput {...filter('actor')} label={t(m.actor)} placeholder={t(m.actorPlaceholder)} />
        <FilterInput {...filter('from')} label={t(m.from)} type="date" />
        <FilterInput {...filter('to')} label={t(m.to)} type="date" />
      </FilterBar>
      {values.recordId ? (
        <p className="mb-4 text-sm text-muted">
          <Message message={m.showingRecord} values={{ record: <code className="text-xs">{values.recordId}</code> }} />{' '}
          <button
            type="button"
            className="font-semibold text-primary-main hover:underline"
            onClick={() => set({ recordId: '' })}
          >
            {t(m.showAll)}
          </button>
        </p>
      ) : null}
      <ErrorNotice error={error} />
      <DataTable
        caption={t(m.title)}
        columns={columns}
        rows={data?.entries ?? []}
        rowKey={(e) => e._id}
        busy={isFetching}
        empty={isPending ? t(m.loading) : t(m.noMatch)}
      />
      <AddressPagination list={data} page={page} set={set} />
    </AdminPage>
  );
}
