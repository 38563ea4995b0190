import {
  fillTags,
  IN_PROGRESS_LABEL,
  type Locale,
  MERGE_FIELDS,
  NOT_STARTED_LABEL,
  REGISTRATION_STATUS_LABELS,
  SUPPORTED_LOCALES,
  type Translations,
  writtenIn,
} from '@cq/shared';
import { type SQL, sql } from 'drizzle-orm';
import { contestants, emailPreferences, users } from '../../../db/schema';
import type { MailBrand } from '../../../mail';
import { bulkMessage } from '../../../mail/templates/bulk';

/**
 * Each recipient's copy is written by the database, not by the server: the message is laid out once with a
 * marker for each merge field, and the query that queues the copies fills the markers in from each row (escaped
 * for the HTML). Writing 20,000 copies one by one in the server made its memory grow by some 150 MB of
 * short-lived strings; this way it stays flat, whatever the audience's size.
 */
const UNSUBSCRIBE = 'unsubscribeUrl';
const TAGS = [...MERGE_FIELDS, UNSUBSCRIBE] as const;
type Tag = (typeof TAGS)[number];
// Control characters no name or address holds, so a value is never mistaken for a marker.
const marker = (tag: Tag) => `\u0001${tag}\u0002`;
const MARKERS = Object.fromEntries(TAGS.map((t) => [t, marker(t)])) as Record<Tag, string>;

/** The message laid out once, with markers where each recipient's values go. */
export interface CopyShell {
  kind: string;
  subject: string;
  html: string;
  text: string;
  /**
   * The same message laid out in each other language, for a recipient whose account reads it: staff's version
   * in that language, or their English when they wrote none (the e-mail's own words are in her language still).
   */
  translated: { locale: Locale; subject: string; html: string; text: string }[];
}

export function copyShell(
  brand: MailBrand,
  draft: { subject: string; message: string; translations?: Translations<{ subject: string; message: string }> },
): CopyShell {
  const english = { subject: draft.subject, message: draft.message };
  const laidOut = (language: Locale) => {
    const { words } = writtenIn(english, draft.translations, language);
    return bulkMessage(brand, { ...words, unsubscribeUrl: `{{${UNSUBSCRIBE}}}`, language });
  };
  const inEnglish = laidOut('en');
  return {
    kind: inEnglish.kind,
    subject: fillTags(inEnglish.subject, MARKERS),
    html: fillTags(inEnglish.html, MARKERS),
    text: fillTags(inEnglish.text, MARKERS),
    translated: SUPPORTED_LOCALES.filter((l) => l !== 'en').map((locale) => {
      const copy = laidOut(locale);
      return {
        locale,
        subject: fillTags(copy.subject, MARKERS),
        html: fillTags(copy.html, MARKERS),
        text: fillTags(copy.text, MARKERS),
      };
    }),
  };
}

/** A status's label, as registrationStatusLabel gives it. */
function statusLabel(status: SQL | typeof contestants.registrationStatus): SQL {
  const known = Object.entries(REGISTRATION_STATUS_LABELS).map(([value, label]) => sql`when ${value} then ${label}`);
  return sql`case when coalesce(${status}, '') = '' then ${NOT_STARTED_LABEL}::text else case ${status} ${sql.join(known, sql` `)} else ${IN_PROGRESS_LABEL}::text end end`;
}

/** The characters escapeHtml replaces, replaced the same way. */
function escaped(value: SQL): SQL {
  return sql`replace(replace(replace(replace(replace(${value}, '&', '&amp;'), '<', '&lt;'), '>', '&gt;'), '"', '&quot;'), '''', '&#39;')`;
}

/**
 * The values of one row of contestants joined to users and email_preferences: her merge fields and her
 * unsubscribe link, or a link with an ellipsis for its token where staff see her copy (a preview, a test).
 */
function valuesOf(deadline: string, unsubscribePrefix: string, link: 'own' | 'placeholder'): Record<Tag, SQL> {
  return {
    firstName: sql`${users.firstName}`,
    lastName: sql`${users.lastName}`,
    status: statusLabel(contestants.registrationStatus),
    continent: sql`coalesce(${contestants.continent}, ${'your continent'}::text)`,
    deadline: sql`${deadline}::text`,
    unsubscribeUrl:
      link === 'own'
        ? sql`${unsubscribePrefix}::text || ${emailPreferences.unsubscribeToken}`
        : sql`${`${unsubscribePrefix}…`}::text`,
  };
}

function filled(template: string, values: Record<Tag, SQL>, html: boolean): SQL {
  let expr = sql`${template}::text`;
  for (const tag of TAGS) expr = sql`replace(${expr}, ${MARKERS[tag]}, ${html ? escaped(values[tag]) : values[tag]})`;
  return expr;
}

/** The subject, HTML and text of each row's copy, as SQL over contestants, users and email_preferences. */
export function copyColumns(
  shell: CopyShell,
  deadline: string,
  unsubscribePrefix: string,
  link: 'own' | 'placeholder',
) {
  const values = valuesOf(deadline, unsubscribePrefix, link);
  // Her copy in her account's language, its unsubscribe link opening the page in it (/fr/unsubscribe?token=…).
  const valuesIn = (locale: Locale) =>
    valuesOf(deadline, unsubscribePrefix.replace(/\/unsubscribe\?token=$/, `/${locale}/unsubscribe?token=`), link);
  const inHerLanguage = (part: 'subject' | 'html' | 'text') => {
    const html = part === 'html';
    const branches = shell.translated.map(
      (c) => sql`when ${c.locale} then ${filled(c[part], valuesIn(c.locale), html)}`,
    );
    return sql`case ${users.language} ${sql.join(branches, sql` `)} else ${filled(shell[part], values, html)} end`;
  };
  return {
    subject: inHerLanguage('subject'),
    html: inHerLanguage('html'),
    text: inHerLanguage('text'),
  };
}
