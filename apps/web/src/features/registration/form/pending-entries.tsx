import { createContext, type ReactNode, useCallback, useContext, useEffect, useRef, useState } from 'react';

/**
 * Text typed into a list editor's "add" row but not yet added. Moving on
 * (Next, Back, an Edit link of the review) adds it; the draft saves it with
 * the list; and when it cannot be added as it stands (a language without a
 * proficiency, half an education entry) Next stops and says what is missing.
 * Nothing typed is dropped without a word.
 */
export type PendingEntry =
  /** Nothing typed. */
  | null
  /** A whole entry: the list as it would be with it added. */
  | { list: unknown[] }
  /** Something typed that cannot be added as it stands: what the contestant must do. */
  | { message: string };

export interface PendingSource {
  /** What the add row holds now. */
  read: () => PendingEntry;
  /** Empties the add row (after its entry joined the list). */
  clear: () => void;
}

export interface PendingEntries {
  /** A list editor's add row, by the list's path; answers the unregister function. */
  register: (path: string, source: PendingSource) => () => void;
  /** What an add row held when its step was left, so it is still there on coming back. */
  kept: (path: string) => unknown;
  /** The add row changed: kept for its step, and a change of the form for autosave. */
  changed: (path: string, draft: unknown) => void;
}

const PendingEntriesContext = createContext<PendingEntries | null>(null);

export function PendingEntriesProvider({ value, children }: { value: PendingEntries; children: ReactNode }) {
  return <PendingEntriesContext value={value}>{children}</PendingEntriesContext>;
}

/**
 * The add row of a list editor: its draft state, registered with the form
 * around it (none in a stand-alone editor). `read` says what the draft
 * amounts to; it may change on every render.
 */
export function usePendingDraft<D>(
  path: string,
  empty: D,
  read: (draft: D) => PendingEntry,
): [D, (next: D | ((current: D) => D)) => void] {
  const registry = useContext(PendingEntriesContext);
  const [draft, setDraft] = useState<D>(() => (registry?.kept(path) as D | undefined) ?? empty);
  const latest = useRef({ draft, read, empty });
  latest.current = { draft, read, empty };
  const update = useCallback(
    (next: D | ((current: D) => D)) => {
      const value = typeof next === 'function' ? (next as (current: D) => D)(latest.current.draft) : next;
      latest.current.draft = value;
      setDraft(value);
      registry?.changed(path, value);
    },
    [registry, path],
  );
  useEffect(() => {
    if (!registry) return;
    return registry.register(path, {
      read: () => latest.current.read(latest.current.draft),
      clear: () => {
        latest.current.draft = latest.current.empty;
        setDraft(latest.current.empty);
        registry.changed(path, undefined);
      },
    });
  }, [registry, path]);
  return [draft, update];
}
