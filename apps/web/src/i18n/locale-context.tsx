import { DEFAULT_LOCALE, type Locale, localePath, type TextCatalogue, translateText } from '@cq/shared';
import {
  createContext,
  Fragment,
  isValidElement,
  type ReactNode,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
} from 'react';
import { cataloguesVersion, loadedTexts, loadTexts, subscribeCatalogues, translation } from './catalogue-store';
import { englishMessage } from './english';
import type { MessageDescriptor } from './message-descriptor';
import type { LocaleMessages, UiCatalogue } from './messages-types';

interface LocaleState {
  locale: Locale;
  ui: UiCatalogue;
  text: TextCatalogue;
  /** Changes when more of the areas' words arrive, so the tree draws again with them. */
  version: number;
}

const ENGLISH: LocaleState = { locale: DEFAULT_LOCALE, ui: {}, text: {}, version: 0 };
const LocaleContext = createContext<LocaleState | null>(null);

/** The language a tree speaks: the interface's compiled messages and the shared rules' words in it. */
export function LocaleProvider({
  locale,
  messages,
  children,
}: {
  locale: Locale;
  messages: LocaleMessages;
  children: ReactNode;
}) {
  const version = useCataloguesVersion();
  const state = useMemo(
    () => ({
      locale,
      ui: messages.ui,
      // The shared rules' words given, or as soon as they have loaded (version changes then).
      text: Object.keys(messages.text).length > 0 ? messages.text : (loadedTexts(locale) ?? messages.text),
      version,
    }),
    [locale, messages, version],
  );
  return <LocaleContext value={state}>{children}</LocaleContext>;
}

/**
 * Counts the words that have arrived. The redraw they cause is a transition: words arriving while a prerendered
 * page is still being hydrated must wait for the hydration, not throw the page's server HTML away and draw it
 * again (which also left its head tags twice, e.g. two rel=canonical links).
 */
function useCataloguesVersion(): number {
  const [version, setVersion] = useState(cataloguesVersion);
  useEffect(() => {
    const update = () => startTransition(() => setVersion(cataloguesVersion()));
    // Words that arrived between the first draw and this subscription count too.
    if (cataloguesVersion() !== version) update();
    return subscribeCatalogues(update);
  }, [version]);
  return version;
}

/** English for a tree nobody gave a language (a test rendering one part of the app): the source words. */
export function EnsureLocale({ children }: { children: ReactNode }) {
  if (useContext(LocaleContext)) return children;
  return <LocaleContext value={ENGLISH}>{children}</LocaleContext>;
}

const useLocaleState = () => useContext(LocaleContext) ?? ENGLISH;

/** The language the page speaks. */
export function useLocale(): Locale {
  return useLocaleState().locale;
}

export type Values = Record<string, string | number | Date | null | undefined>;
export type Translate = (message: MessageDescriptor, values?: Values) => string;

/**
 * A message in the page's language: its translation, else its English (the catalogue check keeps the
 * catalogues whole, so the English shows only for a message added since). Placeholders are ICU's:
 * {name}, {count, plural, one {# vote} other {# votes}}, {kind, select, …}.
 */
export function formatWith(
  state: Pick<LocaleState, 'ui' | 'locale'>,
  message: MessageDescriptor,
  values: Values = {},
): string {
  const fn = state.ui[message.id] ?? translation(state.locale, message.id) ?? englishMessage(message.id);
  return fn ? fn(values) : message.defaultMessage;
}

export function useT(): Translate {
  const state = useLocaleState();
  return useCallback((message, values) => formatWith(state, message, values), [state]);
}

const SLOT = '\u0000';

/**
 * A message with parts that are elements (a link, a bold name) in its placeholders:
 * <Message message={m.terms} values={{ link: <Link to="/terms-of-use">{t(m.termsLink)}</Link> }} />.
 */
export function Message({ message, values = {} }: { message: MessageDescriptor; values?: Record<string, ReactNode> }) {
  const state = useLocaleState();
  const plain: Values = {};
  const elements: ReactNode[] = [];
  for (const [key, value] of Object.entries(values)) {
    if (isValidElement(value)) {
      plain[key] = `${SLOT}${elements.length}${SLOT}`;
      elements.push(value);
    } else plain[key] = value as Values[string];
  }
  const parts = formatWith(state, message, plain).split(SLOT);
  // Odd parts are slot numbers: "a \0 0 \0 b" → "a ", element 0, " b". A message's parts never reorder.
  return (
    <>
      {parts.map((part, i) =>
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one message, in its fixed order.
        i % 2 === 1 ? <Fragment key={i}>{elements[Number(part)]}</Fragment> : part,
      )}
    </>
  );
}

/** Translates a shared rule's message (a form's error, a fixed server text) into the page's language. */
export function useText(): (english: string) => string {
  const { text, locale } = useLocaleState();
  // The shared rules' words load with the first part that may show one (the page draws again when they arrive).
  if (locale !== DEFAULT_LOCALE && Object.keys(text).length === 0) void loadTexts(locale);
  return useCallback((english: string) => translateText(text, english), [text]);
}

/** The address of a path in the page's language, for links outside the router (a full page load, an e-mail). */
export function useLocalePath(): (path: string) => string {
  const locale = useLocale();
  return useCallback((path: string) => localePath(locale, path), [locale]);
}
