import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useFormat } from '../../../i18n/format';
import { useT } from '../../../i18n/locale-context';
import { adminComponentsMessages as m } from './messages';

/** 'Showing 26–50 of 312' with previous/next; pages are 1-based. */
export function Pagination({
  page,
  pageSize,
  total,
  onPage,
}: {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
}) {
  const t = useT();
  const format = useFormat();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const from = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = Math.min(total, page * pageSize);
  const button =
    'inline-flex h-9 items-center gap-1 rounded-lg border border-hairline bg-white px-3 text-sm font-medium text-ink hover:bg-ivory disabled:cursor-not-allowed disabled:opacity-50';
  return (
    <nav aria-label={t(m.pages)} className="mt-4 flex flex-wrap items-center justify-between gap-3 text-sm text-muted">
      <p aria-live="polite">
        {t(m.showing, { from: format.number(from), to: format.number(to), total: format.number(total) })}
      </p>
      <div className="flex items-center gap-2">
        <button type="button" className={button} disabled={page <= 1} onClick={() => onPage(page - 1)}>
          <ChevronLeft className="h-4 w-4 rtl:-scale-x-100" aria-hidden /> {t(m.previous)}
        </button>
        <span>{t(m.pageOf, { page: format.number(page), pages: format.number(pages) })}</span>
        <button type="button" className={button} disabled={page >= pages} onClick={() => onPage(page + 1)}>
          {t(m.next)} <ChevronRight className="h-4 w-4 rtl:-scale-x-100" aria-hidden />
        </button>
      </div>
    </nav>
  );
}

/** The pager under a list whose page is kept in the address with its filters; nothing until the list has come. */
export function FilteredPagination({
  list,
  filters,
}: {
  list: { page: number; pageSize: number; total: number } | undefined;
  filters: { set: (changes: { page: string }) => void };
}) {
  if (!list) return null;
  return (
    <Pagination
      page={list.page}
      pageSize={list.pageSize}
      total={list.total}
      onPage={(page) => filters.set({ page: String(page) })}
    />
  );
}

/**
 * The pager under a list whose page the address holds: it shows the address's page (even while that page's rows are
 * on their way) and moves to another by changing the address; nothing until the list has come.
 */
export function AddressPagination({
  list,
  page,
  set,
}: {
  list: { pageSize: number; total: number } | undefined;
  page: number;
  set: (changes: { page: string }) => void;
}) {
  if (!list) return null;
  return (
    <Pagination page={page} pageSize={list.pageSize} total={list.total} onPage={(p) => set({ page: String(p) })} />
  );
}
