import { BRAND, DEFAULT_LOCALE, isLocale, type Locale, localeDirection, localePath } from '@cq/shared';
import MessageFormat from '@messageformat/core';
import ar from './catalogues/ar';
import es from './catalogues/es';
import fr from './catalogues/fr';
import pt from './catalogues/pt';

/**
 * The e-mails in the recipient's language: each template declares its English as ICU messages with ids
 * (`mail.<template>.<part>`), and each language's translations live in ./catalogues/<locale>.ts. A message
 * missing from a catalogue goes out in English (the catalogue check keeps them whole).
 */
export interface MailMessage {
  readonly id: string;
  readonly defaultMessage: string;
}

export function defineMailMessages<K extends string>(
  messages: Record<K, MailMessage>,
): Readonly<Record<K, MailMessage>> {
  return messages;
}

const CATALOGUES: Record<Exclude<Locale, 'en'>, Readonly<Record<string, string>>> = { fr, es, pt, ar };

/** Every catalogue, for the check that they are whole. */
export const MAIL_CATALOGUES = CATALOGUES;

type Values = Record<string, string | number>;
const compiled = new Map<string, (values: Values) => string>();

/** The numbers an Arabic message prints: Western digits (0–9), as on the site. */
const formatLocale = (locale: Locale) => (locale === 'ar' ? 'ar-u-nu-latn' : locale);

function compile(locale: Locale, source: string): (values: Values) => string {
  const key = `${locale}\u0000${source}`;
  let fn = compiled.get(key);
  if (!fn) {
    const mf = new MessageFormat(formatLocale(locale));
    const format = mf.compile(source);
    fn = (values) => format(values);
    compiled.set(key, fn);
  }
  return fn;
}

/** The language an account's e-mails are written in. */
export function mailLocale(language: string | null | undefined): Locale {
  return isLocale(language) ? language : DEFAULT_LOCALE;
}

/** The words of one e-mail in one language. */
export interface MailWords {
  locale: Locale;
  dir: 'ltr' | 'rtl';
  t(message: MailMessage, values?: Values): string;
  /** A number or date written the language's way (Arabic with 0–9). */
  number(value: number): string;
  /** The address of a page of the site in this language (/fr/auth/login). */
  path(path: string): string;
}

export function mailWords(language: string | null | undefined): MailWords {
  return wordsIn(language, CATALOGUES);
}

/** A language's catalogues of server-written words, by message id (English needs none). */
export type ServerCatalogues = Record<Exclude<Locale, 'en'>, Readonly<Record<string, string>>>;

/** The words of one language from a set of catalogues (the e-mails', the notifications'). */
export function wordsIn(language: string | null | undefined, catalogues: ServerCatalogues): MailWords {
  const locale = mailLocale(language);
  const catalogue = locale === 'en' ? undefined : catalogues[locale];
  return {
    locale,
    dir: localeDirection(locale),
    t: (message, values = {}) => compile(locale, catalogue?.[message.id] ?? message.defaultMessage)(values),
    number: (value) => new Intl.NumberFormat(formatLocale(locale)).format(value),
    path: (path) => localePath(locale, path),
  };
}

/** The layout's own words (every e-mail). */
export const layoutMail = defineMailMessages({
  tagline: { id: 'mail.layout.tagline', defaultMessage: 'Where Beauty Meets Purpose' },
  buttonFallback: {
    id: 'mail.layout.buttonFallback',
    defaultMessage: 'If the button does not work, copy this link into your browser:',
  },
  unsubscribe: { id: 'mail.layout.unsubscribe', defaultMessage: 'Unsubscribe from these messages' },
  hello: { id: 'mail.layout.hello', defaultMessage: 'Hello {name},' },
  /** The plain-text copy's line before a link (French puts a space before the colon). */
  linkLine: { id: 'mail.layout.linkLine', defaultMessage: '{label}:' },
});

/** The brand's tagline in the language, unless the organisers wrote their own. */
export function taglineIn(words: MailWords, tagline: string): string {
  return tagline === BRAND.tagline ? words.t(layoutMail.tagline) : tagline;
}
