import { PAGE_DATA_ELEMENT_ID, type PageDataEntry } from '@cq/shared';

let entries: PageDataEntry[] | undefined;

function read(): PageDataEntry[] {
  if (entries === undefined) {
    entries = [];
    const text = typeof document === 'undefined' ? null : document.getElementById(PAGE_DATA_ELEMENT_ID)?.textContent;
    if (text) {
      try {
        const parsed = JSON.parse(text) as unknown;
        if (Array.isArray(parsed)) entries = parsed as PageDataEntry[];
      } catch {
        // A damaged block: the page fetches its data instead.
      }
    }
  }
  return entries;
}

/**
 * The answer a page drawn by the server on request (a delegate's profile) was
 * drawn with, for the query of this key: the browser starts from it, so it
 * hydrates the same markup without asking again. Undefined for any other query.
 */
export function pageData<T>(key: readonly unknown[]): T | undefined {
  const wanted = JSON.stringify(key);
  return read().find((e) => JSON.stringify(e.key) === wanted)?.value as T | undefined;
}
