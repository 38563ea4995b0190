import { type Locale, loadTextCatalogue, type TextCatalogue } from '@cq/shared';
import { type MessageFunction, namespaceLoader, registeredNamespaces, type UiCatalogue } from './english';

/**
 * The translations loaded so far, by language and area. An area's words load when its code does: the routes
 * wait for them before the page draws (app/routes.tsx), the first page waits before it hydrates (main.tsx), and
 * anything else asks as it draws and is drawn again once they arrive (LocaleProvider subscribes here).
 */
const loaded = new Map<string, UiCatalogue>();
const loading = new Map<string, Promise<void>>();
const listeners = new Set<() => void>();
let version = 0;

const key = (locale: Locale, ns: string) => `${locale}/${ns}`;

function load(locale: Locale, ns: string): Promise<void> {
  const k = key(locale, ns);
  if (loaded.has(k)) return Promise.resolve();
  let promise = loading.get(k);
  if (!promise) {
    const loader = namespaceLoader(ns, locale);
    promise = (loader ? loader() : Promise.resolve({ default: {} }))
      .then((m) => {
        loaded.set(k, m.default);
        version += 1;
        for (const listener of listeners) listener();
      })
      .catch(() => {
        // The English shows; a later page asks again.
        loading.delete(k);
      });
    loading.set(k, promise);
  }
  return promise;
}

/** Loads the words of every area whose code has loaded (English needs none). */
export function loadRegisteredNamespaces(locale: Locale): Promise<void> {
  if (locale === 'en') return Promise.resolve();
  return Promise.all(registeredNamespaces().map((ns) => load(locale, ns))).then(() => undefined);
}

/** A message's translation if its area's words are here; else asks for them (the page redraws when they come). */
export function translation(locale: Locale, id: string): MessageFunction | undefined {
  if (locale === 'en') return undefined;
  const ns = id.slice(0, id.indexOf('.'));
  const found = loaded.get(key(locale, ns))?.[id];
  if (!found && !loaded.has(key(locale, ns))) void load(locale, ns);
  return found;
}

export function subscribeCatalogues(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const cataloguesVersion = () => version;

const texts = new Map<Locale, TextCatalogue>();
const textsLoading = new Map<Locale, Promise<TextCatalogue>>();

/**
 * The shared rules' words (form errors, server answers) in a language: loaded once, in the background on a
 * page (they are seldom on screen when it first draws), and drawn again once here.
 */
export function loadTexts(locale: Locale): Promise<TextCatalogue> {
  if (locale === 'en') return Promise.resolve({});
  let promise = textsLoading.get(locale);
  if (!promise) {
    promise = loadTextCatalogue(locale).then((catalogue) => {
      texts.set(locale, catalogue);
      version += 1;
      for (const listener of listeners) listener();
      return catalogue;
    });
    textsLoading.set(locale, promise);
  }
  return promise;
}

export const loadedTexts = (locale: Locale): TextCatalogue | undefined => texts.get(locale);
