import { useEffect, useRef, useState } from 'react';
import { FilterInput } from './filter-select';

/**
 * A text filter that waits for a pause in typing before it changes the list,
 * so each keystroke does not cost a request. A change from outside (Back,
 * a link) replaces what is shown.
 */
export function DebouncedFilterInput({
  id,
  label,
  value,
  onChange,
  placeholder,
  delayMs = 300,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  delayMs?: number;
}) {
  const [text, setText] = useState(value);
  const commit = useRef(onChange);
  commit.current = onChange;
  // Keeps a trailing space being typed; replaces the text only when the filter really differs.
  useEffect(() => setText((t) => (t.trim() === value ? t : value)), [value]);
  useEffect(() => {
    if (text.trim() === value) return;
    const timer = setTimeout(() => commit.current(text.trim()), delayMs);
    return () => clearTimeout(timer);
  }, [text, value, delayMs]);
  return <FilterInput id={id} label={label} value={text} onChange={setText} placeholder={placeholder} />;
}
