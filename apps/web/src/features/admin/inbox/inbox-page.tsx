import { canStaff, INQUIRY_KINDS, type InquiryKind } from '@cq/shared';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { useT } from '../../../i18n/locale-context';
import { useSession } from '../../session';
import { AdminPage, ErrorNotice } from '../components/admin-page';
import { FilteredPagination } from '../components/pagination';
import { useFilters } from '../components/use-filters';
import { inboxListQuery } from './api/inbox-list';
import { InboxFilters } from './components/inbox-filters';
import { InboxTable } from './components/inbox-table';
import { InquiryDetail } from './components/inquiry-detail';
import { inboxMessages as m } from './messages';

const FILTERS = ['type', 'handled', 'q'] as const;

/** The open message, kept in the address (?open=contact:<id>) so it survives a reload and Back. */
function useOpenMessage() {
  const [params, setParams] = useSearchParams();
  const [type, id] = (params.get('open') ?? '').split(':');
  const open = INQUIRY_KINDS.includes(type as InquiryKind) && id ? { type: type as InquiryKind, id } : null;
  const set = (next: { type: InquiryKind; id: string } | null) =>
    setParams((prev) => {
      const p = new URLSearchParams(prev);
      if (next) p.set('open', `${next.type}:${next.id}`);
      else p.delete('open');
      return p;
    });
  return [open, set] as const;
}

/**
 * /admin/inbox: contact messages and sponsorship inquiries. On wide screens the
 * open message sits beside the list; elsewhere it replaces the list (Back returns).
 */
export default function InboxPage() {
  const t = useT();
  const { user } = useSession();
  const canUpdate = canStaff(user, 'inquiries', 'update');
  const filters = useFilters(FILTERS);
  const [open, setOpen] = useOpenMessage();
  const { data, isPending, isFetching, error } = useQuery(inboxListQuery(filters.query));

  return (
    <AdminPage title={t(m.title)} description={t(m.description)}>
      <div className={open ? 'hidden 2xl:block' : undefined}>
        <InboxFilters values={filters.values} counts={data?.counts} onChange={filters.set} />
      </div>
      <ErrorNotice error={error} fallback={t(m.loadFailed)} />
      {/* Columns that may shrink below the table's width: the table scrolls sideways, never the page. */}
      <div className="grid grid-cols-1 gap-6 2xl:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <div className={open ? 'hidden min-w-0 2xl:block' : 'min-w-0'}>
          <InboxTable
            rows={data?.inquiries ?? []}
            busy={isPending || isFetching}
            selectedId={open?.id ?? null}
            onOpen={(item) => setOpen({ type: item.type, id: item._id })}
          />
          <FilteredPagination list={data} filters={filters} />
        </div>
        {open ? (
          <InquiryDetail
            key={`${open.type}:${open.id}`}
            type={open.type}
            id={open.id}
            canUpdate={canUpdate}
            onClose={() => setOpen(null)}
          />
        ) : (
          <p className="hidden rounded-2xl border border-dashed border-hairline p-10 text-center text-sm text-muted 2xl:block">
            {t(m.choose)}
          </p>
        )}
      </div>
    </AdminPage>
  );
}
