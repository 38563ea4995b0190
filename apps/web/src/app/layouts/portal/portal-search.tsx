import { CornerDownLeft, Search } from 'lucide-react';
import { type KeyboardEvent, useId, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useT } from '../../../i18n/locale-context';
import { portalMessages as m } from './messages';
import { type SearchEntry, searchIndexIn, searchPortal } from './search-index';

/**
 * The header's search box: finds the portal's pages and sections as you type
 * (a combobox: arrows move, Enter opens, Escape clears).
 */
export function PortalSearch({ autoFocus, onDone }: { autoFocus?: boolean; onDone?: () => void }) {
  const t = useT();
  const index = useMemo(() => searchIndexIn(t), [t]);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const [open, setOpen] = useState(false);
  const results = useMemo(() => searchPortal(query, index), [query, index]);
  const navigate = useNavigate();
  const listId = useId();
  const input = useRef<HTMLInputElement>(null);
  const showList = open && query.trim().length > 0;

  const go = (entry: SearchEntry) => {
    setQuery('');
    setOpen(false);
    input.current?.blur();
    navigate(entry.to);
    onDone?.();
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' && results.length) {
      e.preventDefault();
      setOpen(true);
      setActive((i) => (i + 1) % results.length);
    } else if (e.key === 'ArrowUp' && results.length) {
      e.preventDefault();
      setActive((i) => (i - 1 + results.length) % results.length);
    } else if (e.key === 'Enter') {
      const entry = results[active];
      if (entry) {
        e.preventDefault();
        go(entry);
      }
    } else if (e.key === 'Escape') {
      if (query) setQuery('');
      else onDone?.();
      setOpen(false);
    }
  };

  return (
    <div className="relative w-full">
      <Search
        className="pointer-events-none absolute start-3.5 top-1/2 h-4 w-4 -translate-y-1/2 text-muted"
        aria-hidden
      />
      <input
        ref={input}
        type="search"
        role="combobox"
        aria-label={t(m.searchPortal)}
        aria-expanded={showList}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={showList && results[active] ? `${listId}-${active}` : undefined}
        placeholder={t(m.searchPlaceholder)}
        autoComplete="off"
        // biome-ignore lint/a11y/noAutofocus: the mobile search row opens on request and expects typing.
        autoFocus={autoFocus}
        value={query}
        onChange={(e) => {
          setQuery(e.target.value);
          setActive(0);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
        className="h-10 w-full rounded-full border border-hairline bg-ivory/70 ps-10 pe-4 text-sm text-ink placeholder:text-muted/80 transition-colors focus:border-primary-light focus:bg-white focus:outline-none focus:ring-3 focus:ring-primary-main/15"
      />
      {showList ? (
        <div className="absolute inset-x-0 top-full z-40 mt-2 overflow-hidden rounded-2xl border border-hairline bg-white shadow-xl">
          {results.length ? (
            <div id={listId} role="listbox" aria-label={t(m.searchResults)} className="max-h-80 overflow-y-auto py-1.5">
              {results.map((entry, i) => (
                <div
                  key={`${entry.title}-${entry.to}`}
                  id={`${listId}-${i}`}
                  role="option"
                  tabIndex={-1}
                  aria-selected={i === active}
                  // Chosen on pointer down, before the input's blur closes the list.
                  onMouseDown={(e) => {
                    e.preventDefault();
                    go(entry);
                  }}
                  onMouseEnter={() => setActive(i)}
                  className={`flex cursor-pointer items-center justify-between gap-3 px-4 py-2.5 text-sm ${
                    i === active ? 'bg-primary-main/[0.06]' : ''
                  }`}
                >
                  <span className="min-w-0">
                    <span className="block truncate font-medium text-ink">{entry.title}</span>
                    <span className="block truncate text-xs text-muted">
                      {entry.page ? t(m.inPage, { page: entry.page }) : t(m.page)}
                    </span>
                  </span>
                  {i === active ? <CornerDownLeft className="h-3.5 w-3.5 shrink-0 text-muted" aria-hidden /> : null}
                </div>
              ))}
            </div>
          ) : (
            <p id={listId} className="px-4 py-3 text-sm text-muted" role="status">
              {t(m.noMatch, { query: query.trim() })}
            </p>
          )}
        </div>
      ) : null}
    </div>
  );
}
