import { type BillingSettings, formatAmount, type Locale } from '@cq/shared';
import { mailWords, taglineIn } from '#api/mail/i18n';
import { moneyIn } from '#api/mail/templates/format';
import { invoiceDocumentMail as i } from '#api/mail/templates/invoice-document';
import { receiptDocumentMail as m } from '#api/mail/templates/receipt-document';
import type { ReceiptSheet } from '#api/workers/receipt-pdf';
import { dayOf, when } from '../receipt-sheet';

/** What an invoice or a credit note says, as it was issued; the words are chosen here, in her language. */
export interface InvoiceFacts {
  kind: 'invoice' | 'credit_note';
  language: string;
  number: string;
  /** The invoice's number (a credit note refers to it). */
  invoiceNumber: string;
  issuedAt: Date;
  /** When the order was paid (an invoice says it was paid in full). */
  paidAt: Date | null;
  brand: { name: string; tagline: string; website: string; email: string; phone: string };
  issuer: BillingSettings;
  colors: ReceiptSheet['colors'];
  billing: { name: string; address: string; taxNumber: string | null; email: string };
  /** What was bought, in her language. */
  item: string;
  amountMinor: number;
  currency: string;
  reference: string;
}

/** The lines of a postal address as it was typed, without empty ones. */
const linesOf = (address: string) =>
  address
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);

/** Every word of one invoice or credit note in her language, laid out as the receipt is. */
export function invoiceSheet(f: InvoiceFacts): ReceiptSheet {
  const words = mailWords(f.language);
  const apart = (value: string) => (words.dir === 'rtl' ? `\u2066${value}\u2069` : value);
  const money = (minor: number) =>
    apart(words.locale === 'en' ? formatAmount(minor, f.currency) : moneyIn(words, minor, f.currency));
  const credit = f.kind === 'credit_note';
  const taxLine = (n: string | null) => (n ? [words.t(i.taxNumber, { number: apart(n) })] : []);
  const item = credit ? words.t(i.refundOf, { item: f.item }) : f.item;
  const details: [string, string][] = [
    [words.t(credit ? i.creditNoteNumber : i.invoiceNumber), f.number],
    ...(credit ? ([[words.t(i.invoiceNumber), f.invoiceNumber]] as [string, string][]) : []),
    [words.t(i.dateIssued), when(words, f.issuedAt)],
    ...(f.paidAt && !credit ? ([[words.t(m.datePaid), when(words, f.paidAt)]] as [string, string][]) : []),
    [words.t(m.ourReference), f.reference],
  ];
  return {
    locale: words.locale as Locale,
    dir: words.dir,
    subject: item,
    organisation: {
      name: f.brand.name,
      fullTitle: f.issuer.legalName,
      tagline: taglineIn(words, f.brand.tagline),
      website: f.brand.website,
      email: f.brand.email,
      phone: f.brand.phone,
    },
    colors: f.colors,
    band: {
      word: words.t(credit ? i.creditNoteTitle : i.invoiceTitle),
      number: words.t(m.number, { number: apart(f.number) }),
      day: dayOf(words, f.issuedAt),
    },
    issuedBy: words.t(m.issuedBy),
    receivedFrom: words.t(i.billedTo),
    payer: { name: f.billing.name, email: f.billing.email },
    issuerLines: [...linesOf(f.issuer.address), ...taxLine(f.issuer.taxNumber)],
    payerLines: [...linesOf(f.billing.address), ...taxLine(f.billing.taxNumber)],
    columns: { description: words.t(m.description), amount: words.t(m.amount) },
    item,
    itemAmount: money(credit ? -f.amountMinor : f.amountMinor),
    coupon: null,
    totalLabel: words.t(credit ? i.totalCredited : i.totalInvoiced),
    total: money(credit ? -f.amountMinor : f.amountMinor),
    notice: credit
      ? words.t(i.credits, { amount: money(f.amountMinor), invoice: apart(f.invoiceNumber) })
      : f.paidAt
        ? words.t(i.paidInFull, { date: apart(dayOf(words, f.paidAt)) })
        : null,
    detailsTitle: words.t(credit ? i.creditNoteDetails : i.invoiceDetails),
    details,
    keep: words.t(credit ? i.keepCreditNote : i.keepInvoice),
    questions: words.t(m.questions, { email: apart(f.brand.email), reference: apart(f.reference) }),
  };
}
