import { defineMailMessages, layoutMail, mailWords } from '../i18n';
import { type MailBrand, renderEmail, siteLink } from '../layout';
import type { OutgoingEmail } from '../outbox';
import { longDateTimeIn, type MailRecipient } from './format';

export const feeReminderMail = defineMailMessages({
  title: { id: 'mail.feeReminder.title', defaultMessage: 'Your registration fee is still to be paid' },
  preheader: { id: 'mail.feeReminder.preheader', defaultMessage: 'Registration closes on {deadline} (UTC).' },
  intro: {
    id: 'mail.feeReminder.intro',
    defaultMessage:
      'You created your account for {site}, but your registration fee has not been paid yet. Registration closes on {deadline} (UTC): pay the fee before then to complete your registration.',
  },
  action: { id: 'mail.feeReminder.action', defaultMessage: 'Pay my registration fee' },
  body: { id: 'mail.feeReminder.body', defaultMessage: 'If you have just paid, you can ignore this message.' },
  subject: {
    id: 'mail.feeReminder.subject',
    defaultMessage: 'Reminder: registration closes on {deadline} (UTC)',
  },
});

const m = feeReminderMail;

/**
 * A reminder to a contestant who created her account without paying the registration fee, in her language,
 * with the link to stop receiving such messages (the same preference as bulk messages).
 */
export function feeReminderMessage(
  brand: MailBrand,
  r: MailRecipient,
  closesAt: Date,
  unsubscribeToken: string,
): Omit<OutgoingEmail, 'to'> {
  const words = mailWords(r.language);
  // The page that stops such messages, opened in her language.
  const unsubscribeUrl = siteLink(brand.publicUrl, words.path(`/unsubscribe?token=${unsubscribeToken}`));
  const deadline = longDateTimeIn(words, closesAt);
  const { html, text } = renderEmail({
    brand,
    words,
    title: words.t(m.title),
    preheader: words.t(m.preheader, { deadline }),
    greeting: words.t(layoutMail.hello, { name: r.firstName }),
    intro: [words.t(m.intro, { site: brand.siteName, deadline })],
    action: { label: words.t(m.action), url: siteLink(brand.publicUrl, words.path('/user/home')) },
    body: [words.t(m.body)],
    unsubscribeUrl,
  });
  return { kind: 'fee-reminder', subject: words.t(m.subject, { deadline }), html, text };
}
