import { Check, ChevronDown } from 'lucide-react';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useT } from '../../i18n/locale-context';
import { controlClass } from './field';
import { uiMessages as m } from './messages';

/** The list closes this long after the input loses focus, so a click on an option still lands. */
export const SELECT_BLUR_CLOSE_MS = 200;

/** A label or a query for matching: without accents or Arabic vowel marks, in lower case (é → e, Å → a). */
const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** Case- and accent-insensitive substring filter: 'etats' finds 'États-Unis', 'aland' finds 'Åland Islands'. */
function filterOptions(options: readonly SelectOption[], query: string): SelectOption[] {
  const q = fold(query.trim());
  if (!q) return [...options];
  return options.filter((o) => fold(o.label).includes(q));
}

export interface SelectOption {
  value: string;
  label: string;
}

export interface SearchSelectProps {
  id: string;
  options: readonly SelectOption[];
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  invalid?: boolean;
  'aria-describedby'?: string;
  emptyText?: string;
}

/**
 * A combobox with a case-insensitive substring filter: type to narrow the
 * list, arrows to move, Enter to choose, Escape to close. The list height is
 * capped and scrolls.
 */
export function SearchSelect({
  id,
  options,
  value,
  onChange,
  placeholder,
  invalid,
  'aria-describedby': ariaDescribedBy,
  emptyText,
}: SearchSelectProps) {
  const t = useT();
  const listId = `${id}-listbox`;
  const optionPrefix = `${useId()}-option`;
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const blurTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const selected = options.find((o) => o.value === value);
  const shown = open ? filterOptions(options, query) : [];

  useEffect(
    () => () => {
      if (blurTimer.current) clearTimeout(blurTimer.current);
    },
    [],
  );
  useEffect(() => {
    if (!open) return;
    const el = listRef.current?.querySelector<HTMLElement>(`[data-index="${active}"]`);
    el?.scrollIntoView?.({ block: 'nearest' });
  }, [active, open]);

  const openList = () => {
    if (blurTimer.current) clearTimeout(blurTimer.current);
    if (!open) {
      setQuery('');
      const index = selected ? options.indexOf(selected) : 0;
      setActive(Math.max(0, index));
    }
    setOpen(true);
  };
  const close = () => {
    setOpen(false);
    setQuery('');
  };
  const choose = (option: SelectOption) => {
    onChange(option.value);
    close();
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      if (!open) return openList();
      const step = e.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => Math.min(Math.max(0, i + step), Math.max(0, shown.length - 1)));
    } else if (e.key === 'Enter' && open) {
      e.preventDefault();
      const option = shown[active];
      if (option) choose(option);
    } else if (e.key === 'Escape' && open) {
      e.preventDefault();
      close();
    }
  };

  return (
    <div className="relative">
      <input
        id={id}
        type="text"
        role="combobox"
        autoComplete="off"
        aria-expanded={open}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-invalid={invalid || undefined}
        aria-describedby={ariaDescribedBy}
        aria-activedescendant={open && shown[active] ? `${optionPrefix}-${active}` : undefined}
        value={open ? query : (selected?.label ?? '')}
        placeholder={open && selected ? selected.label : (placeholder ?? t(m.searchPlaceholder))}
        onChange={(e) => {
          setQuery(e.target.value);
          setActive(0);
          if (!open) setOpen(true);
        }}
        onFocus={openList}
        onClick={openList}
        onBlur={() => {
          if (blurTimer.current) clearTimeout(blurTimer.current);
          blurTimer.current = setTimeout(close, SELECT_BLUR_CLOSE_MS);
        }}
        onKeyDown={onKeyDown}
        className={controlClass(invalid, 'pe-10')}
      />
      <ChevronDown
        className={`pointer-events-none absolute end-3.5 top-1/2 h-4 w-4 -translate-y-1/2 text-muted transition-transform ${open ? 'rotate-180' : ''}`}
        aria-hidden
      />
      {open ? (
        <div
          id={listId}
          ref={listRef}
          role="listbox"
          className="absolute z-30 mt-1.5 max-h-60 w-full overflow-y-auto rounded-xl border border-hairline bg-white p-1 shadow-[var(--shadow-card)]"
        >
          {shown.length === 0 ? (
            <p className="px-3 py-2.5 text-sm text-muted">{emptyText ?? t(m.noOptions)}</p>
          ) : (
            shown.map((option, i) => (
              // biome-ignore lint/a11y/useKeyWithClickEvents: the input owns the keyboard (aria-activedescendant).
              <div
                key={option.value}
                tabIndex={-1}
                id={`${optionPrefix}-${i}`}
                data-index={i}
                role="option"
                aria-selected={option.value === value}
                onClick={() => choose(option)}
                onMouseMove={() => setActive(i)}
                className={`flex cursor-pointer items-center justify-between gap-2 rounded-lg px-3 py-2 text-sm ${
                  i === active ? 'bg-primary-main/10 text-primary-dark' : 'text-ink'
                }`}
              >
                {option.label}
                {option.value === value ? <Check className="h-4 w-4 text-primary-main" aria-hidden /> : null}
              </div>
            ))
          )}
        </div>
      ) : null}
    </div>
  );
}
