import type { Locale } from '@cq/shared';

/** A compiled message: the values in, the words out. */
export type MessageFunction = (values: Record<string, unknown>) => string;
export type UiCatalogue = Readonly<Record<string, MessageFunction>>;
export type NamespaceLoaders = Partial<Record<Locale, () => Promise<{ default: UiCatalogue }>>>;

/**
 * The interface's words, registered by each area's messages.ts when its code loads (the build appends the call,
 * build/compile-messages.ts): its English, compiled, and how to load its words in each other language. So a page
 * carries the English of the code it runs, and a reader of French downloads the French of those areas only.
 */
const english = new Map<string, MessageFunction>();
const loaders = new Map<string, NamespaceLoaders>();
const listeners = new Set<() => void>();

export function registerMessages(
  messages: Readonly<Record<string, MessageFunction>>,
  namespaces: Readonly<Record<string, NamespaceLoaders>> = {},
): void {
  for (const [id, fn] of Object.entries(messages)) english.set(id, fn);
  let added = false;
  for (const [ns, load] of Object.entries(namespaces)) {
    if (!loaders.has(ns)) added = true;
    loaders.set(ns, load);
  }
  if (added) for (const listener of listeners) listener();
}

export function englishMessage(id: string): MessageFunction | undefined {
  return english.get(id);
}

/** The namespaces registered so far (the areas whose code has loaded). */
export function registeredNamespaces(): string[] {
  return [...loaders.keys()];
}

export function namespaceLoader(ns: string, locale: Locale) {
  return loaders.get(ns)?.[locale];
}

/** Called when an area's code registers a namespace not seen before. */
export function onNamespacesRegistered(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
