import { defineMailMessages, layoutMail, mailWords } from '../i18n';
import { type MailBrand, renderEmail } from '../layout';
import type { OutgoingEmail } from '../outbox';
import { dateTimeIn } from './format';

type Message = Omit<OutgoingEmail, 'to'>;

export interface InquiryReplyInput {
  firstName: string;
  /** The language of the account with the sender's address, if there is one: the e-mail's own words are in it. */
  language?: string | null;
  subject: string;
  /** What the member of staff wrote; blank lines separate paragraphs. */
  message: string;
  /** The organisers' address answers go to (settings 'organisation'). */
  replyTo: string;
  /** The sender's own words, quoted under the reply. */
  original: string;
  receivedAt: Date;
}

export const inboxMail = defineMailMessages({
  answer: { id: 'mail.inbox.answer', defaultMessage: 'To answer, simply write to {address}.' },
  youWrote: { id: 'mail.inbox.youWrote', defaultMessage: 'You wrote on {date}:' },
  footnote: {
    id: 'mail.inbox.footnote',
    defaultMessage: 'This message was sent by the {site} team in answer to your message.',
  },
});

const m = inboxMail;

/**
 * The organisers' answer to a contact message or sponsorship inquiry, sent
 * from the back office's inbox. Answers go to the organisers' address (the
 * message's Reply-To), which the text also names for mail programs that
 * ignore the header. The staff's words go as written; the e-mail's own words
 * follow the recipient's language.
 */
export function inquiryReplyMessage(brand: MailBrand, r: InquiryReplyInput): Message {
  const words = mailWords(r.language);
  const paragraphs = r.message
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
  const date = words.locale === 'en' ? r.receivedAt.toUTCString() : dateTimeIn(words, r.receivedAt);
  const { html, text } = renderEmail({
    brand,
    words,
    title: r.subject,
    preheader: paragraphs[0]?.slice(0, 120),
    greeting: words.t(layoutMail.hello, { name: r.firstName }),
    intro: paragraphs,
    body: [words.t(m.answer, { address: r.replyTo }), words.t(m.youWrote, { date }), r.original],
    footnote: words.t(m.footnote, { site: brand.siteName }),
  });
  return { kind: 'inquiry-reply', replyTo: r.replyTo, subject: r.subject, html, text };
}
