import {
  formatAmount,
  type Locale,
  MANUAL_PAYMENT_LABELS,
  type ManualPaymentMethod,
  type PaymentProviderName,
  PROVIDER_LABELS,
} from '@cq/shared';
import { type MailWords, mailWords, taglineIn } from '#api/mail/i18n';
import { dateTimeIn, moneyIn } from '#api/mail/templates/format';
import { paymentsMail } from '#api/mail/templates/payments';
import { receiptDocumentMail as m } from '#api/mail/templates/receipt-document';
import type { ReceiptSheet } from '#api/workers/receipt-pdf';

/** What a receipt says, gathered by the payments service before the words are chosen. */
export interface ReceiptFacts {
  /** The payer's language: the receipt is printed in it. */
  language: string | null | undefined;
  number: string;
  organisation: { name: string; fullTitle: string; tagline: string; website: string; email: string; phone: string };
  colors: ReceiptSheet['colors'];
  payer: { name: string; email: string };
  purchase: { kind: 'fee'; siteName: string } | { kind: 'pack'; votes: number; voteName: string | null };
  amountMinor: number;
  currency: string;
  paidAt: Date;
  refundedAt: Date | null;
  refundedMinor: number;
  provider: PaymentProviderName;
  manualMethod: ManualPaymentMethod | null;
  reference: string;
  providerReference: string | null;
  waived: boolean;
  coupon: { code: string; discountMinor: number } | null;
}

/** '14 March 2026, 09:30 UTC' in English, as receipts have always read; the language's own way otherwise. */
export function when(words: MailWords, d: Date): string {
  if (words.locale !== 'en') return dateTimeIn(words, d);
  const day = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
  const time = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', hour12: false, timeZone: 'UTC' });
  return `${day.format(d)}, ${time.format(d)} UTC`;
}

export function dayOf(words: MailWords, d: Date): string {
  if (words.locale === 'en') return when(words, d).replace(/, .*$/, '');
  const locale = words.locale === 'ar' ? 'ar-u-nu-latn' : words.locale;
  return new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(d);
}

/** Every word of one receipt in the payer's language, ready to be drawn. */
export function receiptSheet(f: ReceiptFacts): ReceiptSheet {
  const words = mailWords(f.language);
  // Inside a right-to-left sentence an amount, a date or a reference is set apart (a left-to-right isolate), so
  // it reads as written: "1,250.50 US$", not "$US 1,250.50".
  const apart = (value: string) => (words.dir === 'rtl' ? `\u2066${value}\u2069` : value);
  const money = (minor: number) =>
    apart(words.locale === 'en' ? formatAmount(minor, f.currency) : moneyIn(words, minor, f.currency));
  // The English labels as the back office shows them; the other languages' from the e-mails' catalogue.
  const how = (method: PaymentProviderName | ManualPaymentMethod, english: string) =>
    words.locale === 'en' ? english : words.t(paymentsMail.method, { method });
  const item =
    f.purchase.kind === 'pack'
      ? words.t(m.itemPack, {
          votes: f.purchase.votes,
          vote: f.purchase.voteName ? apart(f.purchase.voteName) : words.t(m.aFanVote),
        })
      : words.t(m.itemFee, { site: apart(f.purchase.siteName) });
  const refunded = f.refundedMinor;
  const notice = f.waived
    ? words.t(m.waived)
    : f.refundedAt
      ? words.t(m.refundedFull, { date: apart(when(words, f.refundedAt)) })
      : refunded > 0
        ? words.t(m.refundedPart, { refunded: money(refunded), remaining: money(f.amountMinor - refunded) })
        : null;
  const rows: [string, string][] = [
    [words.t(f.waived ? m.dateWaived : m.datePaid), when(words, f.paidAt)],
    [words.t(m.paidThrough), how(f.provider, PROVIDER_LABELS[f.provider])],
    ...(f.manualMethod
      ? ([[words.t(m.method), how(f.manualMethod, MANUAL_PAYMENT_LABELS[f.manualMethod])]] as [string, string][])
      : []),
    [words.t(m.providerReference), f.providerReference ?? '—'],
    [words.t(m.ourReference), f.reference],
    [words.t(m.receiptNumber), f.number],
    ...(f.refundedAt ? ([[words.t(m.refunded), when(words, f.refundedAt)]] as [string, string][]) : []),
  ];
  return {
    locale: words.locale as Locale,
    dir: words.dir,
    subject: item,
    organisation: { ...f.organisation, tagline: taglineIn(words, f.organisation.tagline) },
    colors: f.colors,
    band: {
      word: words.t(m.title),
      number: words.t(m.number, { number: apart(f.number) }),
      day: dayOf(words, f.paidAt),
    },
    issuedBy: words.t(m.issuedBy),
    receivedFrom: words.t(m.receivedFrom),
    payer: f.payer,
    columns: { description: words.t(m.description), amount: words.t(m.amount) },
    item,
    // With a coupon code, the fee and then what the code took off.
    itemAmount: money(f.coupon ? f.amountMinor + f.coupon.discountMinor : f.amountMinor),
    coupon: f.coupon
      ? { label: words.t(m.coupon, { code: apart(f.coupon.code) }), amount: apart(`-${money(f.coupon.discountMinor)}`) }
      : null,
    totalLabel: words.t(f.waived ? m.totalWaived : m.totalPaid),
    total: money(f.amountMinor),
    notice,
    detailsTitle: words.t(m.details),
    details: rows,
    keep: words.t(m.keep),
    questions: words.t(m.questions, { email: apart(f.organisation.email), reference: apart(f.reference) }),
  };
}
