import { defineMailMessages, layoutMail, mailWords } from '../i18n';
import { type MailBrand, renderEmail, siteLink } from '../layout';
import type { OutgoingEmail } from '../outbox';
import { dateTimeIn, type MailRecipient } from './format';

type Message = Omit<OutgoingEmail, 'to'>;

export const registrationMail = defineMailMessages({
  submittedTitle: { id: 'mail.registration.submittedTitle', defaultMessage: 'Your registration is in' },
  submittedPreheader: {
    id: 'mail.registration.submittedPreheader',
    defaultMessage: 'We have received your registration and will review it shortly.',
  },
  submittedThanks: {
    id: 'mail.registration.submittedThanks',
    defaultMessage: 'Thank you for registering for {site}. We received your registration on {date}.',
  },
  submittedNext: {
    id: 'mail.registration.submittedNext',
    defaultMessage:
      'Our team will now review your details and documents. We will write to you as soon as there is news.',
  },
  viewAction: { id: 'mail.registration.viewAction', defaultMessage: 'View my registration' },
  submittedEdits: {
    id: 'mail.registration.submittedEdits',
    defaultMessage:
      'If you need to correct something, you can edit your registration from your portal a limited number of times.',
  },
  submittedFootnote: {
    id: 'mail.registration.submittedFootnote',
    defaultMessage: 'Questions? Write to us through {contact}.',
  },
  submittedSubject: { id: 'mail.registration.submittedSubject', defaultMessage: 'Registration received: {site}' },
  updatedTitle: { id: 'mail.registration.updatedTitle', defaultMessage: 'Your registration was updated' },
  updatedPreheader: {
    id: 'mail.registration.updatedPreheader',
    defaultMessage: 'We have received the changes to your registration.',
  },
  updatedIntro: {
    id: 'mail.registration.updatedIntro',
    defaultMessage: 'We received the changes to your registration. It is back with our team for review.',
  },
  updatedRemaining: {
    id: 'mail.registration.updatedRemaining',
    defaultMessage: '{count, plural, one {You have # edit remaining.} other {You have # edits remaining.}}',
  },
  updatedFootnote: {
    id: 'mail.registration.updatedFootnote',
    defaultMessage: 'If you did not make this change, please contact us at once through {contact}.',
  },
  updatedSubject: { id: 'mail.registration.updatedSubject', defaultMessage: 'Registration updated: {site}' },
});

const m = registrationMail;

/** The confirmation a contestant receives when her registration is submitted. */
export function submittedMessage(brand: MailBrand, r: MailRecipient, submittedAt: Date): Message {
  const words = mailWords(r.language);
  const link = (path: string) => siteLink(brand.publicUrl, words.path(path));
  const site = brand.siteName;
  const date = words.locale === 'en' ? submittedAt.toUTCString() : dateTimeIn(words, submittedAt);
  const { html, text } = renderEmail({
    brand,
    words,
    title: words.t(m.submittedTitle),
    preheader: words.t(m.submittedPreheader),
    greeting: words.t(layoutMail.hello, { name: r.firstName }),
    intro: [words.t(m.submittedThanks, { site, date }), words.t(m.submittedNext)],
    action: { label: words.t(m.viewAction), url: link('/user/register') },
    body: [words.t(m.submittedEdits)],
    footnote: words.t(m.submittedFootnote, { contact: link('/contact') }),
  });
  return { kind: 'registration-submitted', subject: words.t(m.submittedSubject, { site }), html, text };
}

/** The confirmation after an edit has been submitted. */
export function updatedMessage(brand: MailBrand, r: MailRecipient, editsRemaining: number): Message {
  const words = mailWords(r.language);
  const link = (path: string) => siteLink(brand.publicUrl, words.path(path));
  const { html, text } = renderEmail({
    brand,
    words,
    title: words.t(m.updatedTitle),
    preheader: words.t(m.updatedPreheader),
    greeting: words.t(layoutMail.hello, { name: r.firstName }),
    intro: [words.t(m.updatedIntro), words.t(m.updatedRemaining, { count: editsRemaining })],
    action: { label: words.t(m.viewAction), url: link('/user/register') },
    footnote: words.t(m.updatedFootnote, { contact: link('/contact') }),
  });
  return { kind: 'registration-updated', subject: words.t(m.updatedSubject, { site: brand.siteName }), html, text };
}
