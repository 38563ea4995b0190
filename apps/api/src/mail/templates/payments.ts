import { MANUAL_PAYMENT_LABELS, type ManualPaymentMethod, type PaymentProviderName, PROVIDER_LABELS } from '@cq/shared';
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
  receiptAttached: {
    id: 'mail.payments.receiptAttached',
    defaultMessage: 'Your receipt is attached to this message as a PDF.',
  },
  packReceiptTitle: { id: 'mail.payments.packReceiptTitle', defaultMessage: 'Vote pack received' },
  packReceiptPreheader: {
    id: 'mail.payments.packReceiptPreheader',
    defaultMessage: '{votes, plural, one {# vote is} other {# votes are}} in your balance for {vote}.',
  },
  packReceiptThanks: {
    id: 'mail.payments.packReceiptThanks',
    defaultMessage:
      'Thank you. We have received your payment of {amount} for a pack of {votes, plural, one {# vote} other {# votes}} in {vote}. They are in your balance now: once your free votes of the day are spent, each press of Vote uses one.',
  },
  packReceiptFor: {
    id: 'mail.payments.packReceiptFor',
    defaultMessage: 'Receipt for: a pack of {votes, plural, one {# vote} other {# votes}} in {vote}',
  },
  packAction: { id: 'mail.payments.packAction', defaultMessage: 'Go to the vote' },
  packReceiptSubject: {
    id: 'mail.payments.packReceiptSubject',
    defaultMessage: 'Payment received: your {site} vote pack',
  },
  refundMadeTitle: { id: 'mail.payments.refundMadeTitle', defaultMessage: 'Refund made' },
  partialRefundIntro: {
    id: 'mail.payments.partialRefundIntro',
    defaultMessage:
      'We have refunded {amount} of your payment of {total} for {what, select, pack {your vote pack} other {your registration fee}}, to the way you paid. Depending on your bank it can take a few days to appear.',
  },
  partialRefundRemaining: {
    id: 'mail.payments.partialRefundRemaining',
    defaultMessage: 'Still paid after this refund: {remaining}.',
  },
  packRefundIntro: {
    id: 'mail.payments.packRefundIntro',
    defaultMessage:
      'Your vote pack of {amount} has been refunded to the way you paid. The votes left of it have left your balance. Depending on your bank it can take a few days to appear.',
  },
  refundMadeSubject: {
    id: 'mail.payments.refundMadeSubject',
    defaultMessage: 'Refund of {amount} on your {site} payment',
  },
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
  moneyIn(words, d.amountMinor, d.currency);

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
    intro: [words.t(m.receiptThanks, { amount }), words.t(m.receiptTakeYourTime), words.t(m.receiptAttached)],
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

export interface PackReceiptDetails extends ReceiptDetails {
  votes: number;
  /** The fan vote the pack is for, by its name. */
  voteName: string;
  /** The vote's page, where her votes are used. */
  votePath: string;
}

/** The receipt of a vote pack, written in the transaction that credits its votes; the PDF goes with it. */
export function packReceiptMessage(brand: MailBrand, d: PackReceiptDetails): Message {
  const words = mailWords(d.language);
  const link = (path: string) => siteLink(brand.publicUrl, words.path(path));
  const site = brand.siteName;
  const amount = amountIn(words, d);
  const date = words.locale === 'en' ? d.paidAt.toUTCString() : dateTimeIn(words, d.paidAt);
  const what = { votes: d.votes, vote: d.voteName };
  const { html, text } = renderEmail({
    brand,
    words,
    title: words.t(m.packReceiptTitle),
    preheader: words.t(m.packReceiptPreheader, what),
    greeting: words.t(layoutMail.hello, { name: d.firstName }),
    intro: [words.t(m.packReceiptThanks, { amount, ...what }), words.t(m.receiptAttached)],
    action: { label: words.t(m.packAction), url: link(d.votePath) },
    body: [
      words.t(m.packReceiptFor, what),
      words.t(m.receiptAmount, { amount }),
      words.t(m.receiptPaidOn, { date }),
      words.t(m.receiptMethod, { method: methodIn(words, d) }),
      words.t(m.reference, { reference: d.reference }),
    ],
    footnote: words.t(m.receiptFootnote, { contact: link('/contact') }),
  });
  return { kind: 'pack-receipt', subject: words.t(m.packReceiptSubject, { site }), html, text };
}

export interface RefundDetails extends Omit<ReceiptDetails, 'paidAt'> {
  /** What this refund gave back (minor units); `amountMinor` is the order's whole amount. */
  refundedMinor: number;
  /** What the order's refunds add up to now, this one included. */
  refundedTotalMinor: number;
  what: 'fee' | 'pack';
}

/**
 * A refund that leaves part of the payment paid (a fee or a pack), or a vote pack refunded in full: what went back,
 * what stays paid, with the order's receipt as a PDF. (The fee refunded in full has its own notice, below.)
 */
export function refundReceiptMessage(brand: MailBrand, d: RefundDetails): Message {
  const words = mailWords(d.language);
  const link = (path: string) => siteLink(brand.publicUrl, words.path(path));
  const money = (amountMinor: number) => amountIn(words, { amountMinor, currency: d.currency });
  const amount = money(d.refundedMinor);
  const remaining = d.amountMinor - d.refundedTotalMinor;
  const intro =
    remaining > 0
      ? [
          words.t(m.partialRefundIntro, { amount, total: money(d.amountMinor), what: d.what }),
          words.t(m.partialRefundRemaining, { remaining: money(remaining) }),
        ]
      : [words.t(m.packRefundIntro, { amount })];
  const { html, text } = renderEmail({
    brand,
    words,
    title: words.t(m.refundMadeTitle),
    preheader: words.t(m.refundPreheader, { amount }),
    greeting: words.t(layoutMail.hello, { name: d.firstName }),
    intro: [...intro, words.t(m.receiptAttached)],
    action: { label: words.t(m.refundAction), url: link('/contact') },
    body: [words.t(m.reference, { reference: d.reference })],
    footnote: words.t(m.refundFootnote),
  });
  return {
    kind: 'refund-receipt',
    subject: words.t(m.refundMadeSubject, { amount, site: brand.siteName }),
    html,
    text,
  };
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
    intro: [words.t(m.refundIntro, { amount }), words.t(m.refundClosed), words.t(m.receiptAttached)],
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
