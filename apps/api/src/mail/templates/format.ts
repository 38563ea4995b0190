import { formatAmountIn } from '@cq/shared';
import type { MailWords } from '../i18n';

/** Who an e-mail is written to: her first name, and her account's language (the e-mail is written in it). */
export interface MailRecipient {
  firstName: string;
  language: string | null | undefined;
}

/** The locale Intl writes a language with: Arabic with Western digits (0–9), as on the site. */
const intlLocale = (words: MailWords) => (words.locale === 'ar' ? 'ar-u-nu-latn' : words.locale);

/** An amount of money in minor units written her language's way; the English is the receipt's ("$1.00 USD"). */
export function moneyIn(words: MailWords, amountMinor: number, currency: string): string {
  return formatAmountIn(words.locale, amountMinor, currency);
}

/** A date and time in UTC written her language's way ("26 novembre 2026 à 19:25 UTC"). */
export function dateTimeIn(words: MailWords, date: Date): string {
  return new Intl.DateTimeFormat(intlLocale(words), {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: 'UTC',
    timeZoneName: 'short',
  }).format(date);
}

/** A date and time in UTC without the zone's name, for sentences that say "(UTC)" themselves. */
export function longDateTimeIn(words: MailWords, date: Date): string {
  if (words.locale === 'en') {
    return new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' }).format(date);
  }
  return new Intl.DateTimeFormat(intlLocale(words), {
    dateStyle: 'long',
    timeStyle: 'short',
    hourCycle: 'h23',
    timeZone: 'UTC',
  }).format(date);
}
