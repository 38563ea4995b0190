import {
  formatAmount,
  MANUAL_PAYMENT_LABELS,
  type ManualPaymentMethod,
  type PaymentProviderName,
  PROVIDER_LABELS,
} from '@cq/shared';
import { defineMailMessages, layoutMail, type MailWords, mailWords } from '../i18n';
import { type MailBrand, renderEmail, siteLink } from '../layout';
import type { OutgoingEmail } from '../outbox';
import { dateTimeIn, moneyIn } from './format';

type Message = Omit<OutgoingEmail, 'to'>;

export interface ReceiptDetails {
  firstName: string;
  /** Her account's language: the e-mail is written in it. */
  language: string | null | undefined;
  amountMinor: number;
  currency: string;
  reference: string;
  provider: PaymentProviderName;
  paidAt: Date;
  /** How it was paid, when staff recorded it (a bank transfer, cash). */
  manualMethod?: ManualPaymentMethod;
}

export const paymentsMail = defineMailMessages({
  continueAction: { id: 'mail.payments.continueAction', defaultMessage: 'Continue my registration' },
  reference: { id: 'mail.payments.reference', defaultMessage: 'Reference: {reference}' },
  receiptTitle: { id: 'mail.payments.receiptTitle', defaultMessage: 'Payment received' },
  receiptPreheader: {
    id: 'mail.payments.receiptPreheader',
    defaultMessage: 'Your {site} registration fee of {amount} has been received.',
  },
  receiptThanks: {
    id: 'mail.payments.receiptThanks',
    defaultMessage:
      'Thank you. We have received your registration fee of {amount}. Your registration is now open for you to complete.',
  },
  receiptTakeYourTime: {
    id: 'mail.payments.receiptTakeYourTime',
    defaultMessage:
      'Take your time with the form: your answers are saved as you go, and you can come back to it whenever you like before you submit.',
  },
  receiptFor: { id: 'mail.payments.receiptFor', defaultMessage: 'Receipt for: {site} registration fee' },
  receiptAmount: { id: 'mail.payments.receiptAmount', defaultMessage: 'Amount paid: {amount}' },
  receiptPaidOn: { id: 'mail.payments.receiptPaidOn', defaultMessage: 'Paid on: {date}' },
  receiptMethod: { id: 'mail.payments.receiptMethod', defaultMessage: 'Payment method: {method}' },
  method: {
    id: 'mail.payments.method',
    defaultMessage:
      '{method, select, test {Test checkout (no money moved)} stripe {Card (Stripe)} paystack {Paystack} bank_transfer {Bank transfer} cash {Cash} waiver {Fee waived} other {Recorded by the organisers}}',
  },
  receiptFootnote: {
    id: 'mail.payments.receiptFootnote',
    defaultMessage:
      'Please keep this message as your receipt. Questions about your payment? Write to us through {contact} and quote the reference above.',
  },
  receiptSubject: { id: 'mail.payments.receiptSubject', defaultMessage: 'Payment received: {site} registration fee' },
  refundTitle: { id: 'mail.payments.refundTitle', defaultMessage: 'Your registration fee was refunded' },
  refundPreheader: {
    id: 'mail.payments.refundPreheader',
    defaultMessage: 'A refund of {amount} is on its way back to you.',
  },
  refundIntro: {
    id: 'mail.payments.refundIntro',
    defaultMessage:
      'Your registration fee of {amount} has been refunded to the way you paid. Depending on your bank it can take a few days to appear.',
  },
  refundClosed: {
    id: 'mail.payments.refundClosed',
    defaultMessage: 'While the fee is refunded, the registration form is closed for your account.',
  },
  refundAction: { id: 'mail.payments.refundAction', defaultMessage: 'Contact us' },
  refundFootnote: {
    id: 'mail.payments.refundFootnote',
    defaultMessage: 'If you did not expect this refund, please contact us and quote the reference above.',
  },
  refundSubject: { id: 'mail.payments.refundSubject', defaultMessage: 'Refund of your {site} registration fee' },
  waivedTitle: { id: 'mail.payments.waivedTitle', defaultMessage: 'Your registration fee is waived' },
  waivedPreheader: {
    id: 'mail.payments.waivedPreheader',
    defaultMessage: 'The organisers have waived your {site} registration fee.',
  },
  waivedIntro: {
    id: 'mail.payments.waivedIntro',
    defaultMessage:
      'Good news: the organisers have waived your registration fee. Your registration is now open for you to complete.',
  },
  waivedTakeYourTime: {
    id: 'mail.payments.waivedTakeYourTime',
    defaultMessage: 'Take your time with the form: your answers are saved as you go.',
  },
  waivedFootnote: {
    id: 'mail.payments.waivedFootnote',
    defaultMessage: 'Questions? Write to us through {contact} and quote the reference above.',
  },
  waivedSubject: { id: 'mail.payments.waivedSubject', defaultMessage: 'Your {site} registration fee is waived' },
});

const m = paymentsMail;

/** The amount written her language's way; the English is the receipt's own ("$1.00 USD"). */
const amountIn = (words: MailWords, d: { amountMinor: number; currency: string }) =>
  words.locale === 'en' ? formatAmount(d.amountMinor, d.currency) : moneyIn(words, d.amountMinor, d.currency);

/** How she paid: the English labels as the back office shows them, translated otherwise. */
function methodIn(words: MailWords, d: ReceiptDetails): string {
  if (words.locale === 'en')
    return d.manualMethod ? MANUAL_PAYMENT_LABELS[d.manualMethod] : PROVIDER_LABELS[d.provider];
  return words.t(m.method, { method: d.manualMethod ?? d.provider });
}

/** The receipt for the registration fee, written in the transaction that records the payment. */
export function paymentReceiptMessage(brand: MailBrand, d: ReceiptDetails): Message {
  const words = mailWords(d.language);
  const link = (path: string) => siteLink(brand.publicUrl, words.path(path));
  const site = brand.siteName;
  const amount = amountIn(words, d);
  const date = words.locale === 'en' ? d.paidAt.toUTCString() : dateTimeIn(words, d.paidAt);
  const { html, text } = renderEmail({
    brand,
    words,
    title: words.t(m.receiptTitle),
    preheader: words.t(m.receiptPreheader, { site, amount }),
    greeting: words.t(layoutMail.hello, { name: d.firstName }),
    intro: [words.t(m.receiptThanks, { amount }), words.t(m.receiptTakeYourTime)],
    action: { label: words.t(m.continueAction), url: link('/user/register') },
    body: [
      words.t(m.receiptFor, { site }),
      words.t(m.receiptAmount, { amount }),
      words.t(m.receiptPaidOn, { date }),
      words.t(m.receiptMethod, { method: methodIn(words, d) }),
      words.t(m.reference, { reference: d.reference }),
    ],
    footnote: words.t(m.receiptFootnote, { contact: link('/contact') }),
  });
  return { kind: 'payment-receipt', subject: words.t(m.receiptSubject, { site }), html, text };
}

/** The notice that the registration fee has been refunded. */
export function paymentRefundedMessage(brand: MailBrand, d: Omit<ReceiptDetails, 'paidAt'>): Message {
  const words = mailWords(d.language);
  const link = (path: string) => siteLink(brand.publicUrl, words.path(path));
  const amount = amountIn(words, d);
  const { html, text } = renderEmail({
    brand,
    words,
    title: words.t(m.refundTitle),
    preheader: words.t(m.refundPreheader, { amount }),
    greeting: words.t(layoutMail.hello, { name: d.firstName }),
    intro: [words.t(m.refundIntro, { amount }), words.t(m.refundClosed)],
    action: { label: words.t(m.refundAction), url: link('/contact') },
    body: [words.t(m.reference, { reference: d.reference })],
    footnote: words.t(m.refundFootnote),
  });
  return { kind: 'payment-refunded', subject: words.t(m.refundSubject, { site: brand.siteName }), html, text };
}

/** The organisers waived the registration fee: the form is open to her as if she had paid. */
export function feeWaivedMessage(
  brand: MailBrand,
  d: { firstName: string; language: string | null | undefined; reference: string },
): Message {
  const words = mailWords(d.language);
  const link = (path: string) => siteLink(brand.publicUrl, words.path(path));
  const site = brand.siteName;
  const { html, text } = renderEmail({
    brand,
    words,
    title: words.t(m.waivedTitle),
    preheader: words.t(m.waivedPreheader, { site }),
    greeting: words.t(layoutMail.hello, { name: d.firstName }),
    intro: [words.t(m.waivedIntro), words.t(m.waivedTakeYourTime)],
    action: { label: words.t(m.continueAction), url: link('/user/register') },
    body: [words.t(m.reference, { reference: d.reference })],
    footnote: words.t(m.waivedFootnote, { contact: link('/contact') }),
  });
  return { kind: 'fee-waived', subject: words.t(m.waivedSubject, { site }), html, text };
}
