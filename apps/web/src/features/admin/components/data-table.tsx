import type { ReactNode } from 'react';
import { useT } from '../../../i18n/locale-context';
import { adminComponentsMessages as m } from './messages';

export interface Column<T> {
  key: string;
  header: ReactNode;
  cell: (row: T) => ReactNode;
  className?: string;
  /** The column's sort state, for a sortable header (announced as aria-sort). */
  ariaSort?: 'ascending' | 'descending' | 'none';
}

/**
 * A dense table that scrolls sideways on phones and, from the desktop layout on, scrolls with the page (one
 * scroll, no rows hidden in a box) under a header that sticks to the top of the window. Rows are reached with the
 * keyboard through the links their cells hold (one per row is enough). The wrapper is itself a named, focusable
 * region, so a keyboard user can scroll a table whose cells hold no link (the audit log) on a phone.
 */
export function DataTable<T>({
  caption,
  columns,
  rows,
  rowKey,
  empty,
  busy,
}: {
  caption: string;
  columns: Column<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string;
  empty?: ReactNode;
  busy?: boolean;
}) {
  const t = useT();
  return (
    <section
      className="overflow-x-auto rounded-2xl border border-hairline bg-white shadow-sm lg:overflow-visible"
      aria-busy={busy || undefined}
      aria-label={caption}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
      tabIndex={0}
    >
      <table className={`w-full border-collapse text-start text-sm ${rows.length ? 'min-w-[40rem]' : ''}`}>
        <caption className="sr-only">{caption}</caption>
        <thead className="sticky top-0 z-10 bg-ivory/95 backdrop-blur">
          <tr>
            {columns.map((c) => (
              <th
                key={c.key}
                scope="col"
                aria-sort={c.ariaSort}
                className={`border-b border-hairline px-3 py-2.5 text-xs font-semibold uppercase tracking-wide text-muted first:rounded-ss-2xl last:rounded-se-2xl 2xl:px-4 ${c.className?.includes('text-end') ? '' : 'text-start'} ${c.className ?? ''}`}
              >
                {c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className={busy ? 'opacity-60' : undefined}>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={columns.length} className="px-4 py-10 text-center text-muted">
                {empty ?? t(m.noMatches)}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={rowKey(row)} className="border-b border-hairline last:border-0 hover:bg-ivory/60">
                {columns.map((c) => (
                  <td key={c.key} className={`px-3 py-2.5 align-top 2xl:px-4 ${c.className ?? ''}`}>
                    {c.cell(row)}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </section>
  );
}

/** A long value (an e-mail address) kept to one line in a cell, whole on hover. */
export function TruncatedCell({ text }: { text: string }) {
  return (
    <span className="block max-w-[15rem] truncate" title={text}>
      {text}
    </span>
  );
}
