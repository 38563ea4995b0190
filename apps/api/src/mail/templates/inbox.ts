import { type MailBrand, renderEmail } from '../layout';
import type { OutgoingEmail } from '../outbox';

type Message = Omit<OutgoingEmail, 'to'>;

export interface InquiryReplyInput {
  firstName: string;
  subject: string;
  /** What the member of staff wrote; blank lines separate paragraphs. */
  message: string;
  /** The organisers' address answers go to (settings 'organisation'). */
  replyTo: string;
  /** The sender's own words, quoted under the reply. */
  original: string;
  receivedAt: Date;
}

/**
 * The organisers' answer to a contact message or sponsorship inquiry, sent
 * from the back office's inbox. Answers go to the organisers' address (the
 * message's Reply-To), which the text also names for mail programs that
 * ignore the header.
 */
export function inquiryReplyMessage(brand: MailBrand, r: InquiryReplyInput): Message {
  const paragraphs = r.message
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
  const { html, text } = renderEmail({
    brand,
    title: r.subject,
    preheader: paragraphs[0]?.slice(0, 120),
    greeting: `Hello ${r.firstName},`,
    intro: paragraphs,
    body: [`To answer, simply write to ${r.replyTo}.`, `You wrote on ${r.receivedAt.toUTCString()}:`, r.original],
    footnote: `This message was sent by the ${brand.siteName} team in answer to your message.`,
  });
  return { kind: 'inquiry-reply', replyTo: r.replyTo, subject: r.subject, html, text };
}
