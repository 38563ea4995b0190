import { formatAmount, type PaymentProviderName, PROVIDER_LABELS } from '@cq/shared';
import { type MailBrand, renderEmail, siteLink } from '../layout';
import type { OutgoingEmail } from '../outbox';

type Message = Omit<OutgoingEmail, 'to'>;

export interface ReceiptDetails {
  firstName: string;
  amountMinor: number;
  currency: string;
  reference: string;
  provider: PaymentProviderName;
  paidAt: Date;
  /** How it was paid, when staff recorded it (a bank transfer, cash). */
  methodLabel?: string;
}

/** The receipt for the registration fee, written in the transaction that records the payment. */
export function paymentReceiptMessage(brand: MailBrand, d: ReceiptDetails): Message {
  const amount = formatAmount(d.amountMinor, d.currency);
  const { html, text } = renderEmail({
    brand,
    title: 'Payment received',
    preheader: `Your ${brand.siteName} registration fee of ${amount} has been received.`,
    greeting: `Hello ${d.firstName},`,
    intro: [
      `Thank you. We have received your registration fee of ${amount}. Your registration is now open for you to complete.`,
      'Take your time with the form: your answers are saved as you go, and you can come back to it whenever you like before you submit.',
    ],
    action: { label: 'Continue my registration', url: siteLink(brand.publicUrl, '/user/register') },
    body: [
      `Receipt for: ${brand.siteName} registration fee`,
      `Amount paid: ${amount}`,
      `Paid on: ${d.paidAt.toUTCString()}`,
      `Payment method: ${d.methodLabel ?? PROVIDER_LABELS[d.provider]}`,
      `Reference: ${d.reference}`,
    ],
    footnote: `Please keep this message as your receipt. Questions about your payment? Write to us through ${siteLink(brand.publicUrl, '/contact')} and quote the reference above.`,
  });
  return { kind: 'payment-receipt', subject: `Payment received: ${brand.siteName} registration fee`, html, text };
}

/** The notice that the registration fee has been refunded. */
export function paymentRefundedMessage(brand: MailBrand, d: Omit<ReceiptDetails, 'paidAt'>): Message {
  const amount = formatAmount(d.amountMinor, d.currency);
  const { html, text } = renderEmail({
    brand,
    title: 'Your registration fee was refunded',
    preheader: `A refund of ${amount} is on its way back to you.`,
    greeting: `Hello ${d.firstName},`,
    intro: [
      `Your registration fee of ${amount} has been refunded to the way you paid. Depending on your bank it can take a few days to appear.`,
      'While the fee is refunded, the registration form is closed for your account.',
    ],
    action: { label: 'Contact us', url: siteLink(brand.publicUrl, '/contact') },
    body: [`Reference: ${d.reference}`],
    footnote: 'If you did not expect this refund, please contact us and quote the reference above.',
  });
  return { kind: 'payment-refunded', subject: `Refund of your ${brand.siteName} registration fee`, html, text };
}

/** The organisers waived the registration fee: the form is open to her as if she had paid. */
export function feeWaivedMessage(brand: MailBrand, d: { firstName: string; reference: string }): Message {
  const { html, text } = renderEmail({
    brand,
    title: 'Your registration fee is waived',
    preheader: `The organisers have waived your ${brand.siteName} registration fee.`,
    greeting: `Hello ${d.firstName},`,
    intro: [
      'Good news: the organisers have waived your registration fee. Your registration is now open for you to complete.',
      'Take your time with the form: your answers are saved as you go.',
    ],
    action: { label: 'Continue my registration', url: siteLink(brand.publicUrl, '/user/register') },
    body: [`Reference: ${d.reference}`],
    footnote: `Questions? Write to us through ${siteLink(brand.publicUrl, '/contact')} and quote the reference above.`,
  });
  return { kind: 'fee-waived', subject: `Your ${brand.siteName} registration fee is waived`, html, text };
}
