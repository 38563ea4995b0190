import { defineMailMessages, layoutMail, mailWords } from '../i18n';
import { type MailBrand, renderEmail, siteLink } from '../layout';
import type { OutgoingEmail } from '../outbox';
import type { MailRecipient } from './format';

type Message = Omit<OutgoingEmail, 'to'>;

export const delegatesMail = defineMailMessages({
  publishedTitle: { id: 'mail.delegates.publishedTitle', defaultMessage: 'Your delegate page is live' },
  publishedPreheader: {
    id: 'mail.delegates.publishedPreheader',
    defaultMessage: 'The organisers have published your public profile on {site}.',
  },
  publishedIntro: {
    id: 'mail.delegates.publishedIntro',
    defaultMessage:
      'The organisers have published your public profile: fans, judges and the press can now read your biography and see your photos on {site}.',
  },
  publishedShare: {
    id: 'mail.delegates.publishedShare',
    defaultMessage: 'Share your page with your supporters. You can change your biography from your portal at any time.',
  },
  publishedAction: { id: 'mail.delegates.publishedAction', defaultMessage: 'See my page' },
  publishedSubject: { id: 'mail.delegates.publishedSubject', defaultMessage: 'Your delegate page is live: {site}' },
  takenDownTitle: { id: 'mail.delegates.takenDownTitle', defaultMessage: 'Your delegate page is offline' },
  takenDownPreheader: {
    id: 'mail.delegates.takenDownPreheader',
    defaultMessage: 'The organisers have taken your public profile off {site}.',
  },
  takenDownIntro: {
    id: 'mail.delegates.takenDownIntro',
    defaultMessage:
      'The organisers have taken your public profile off {site} for now. Its address stays yours if it is published again.',
  },
  takenDownContact: {
    id: 'mail.delegates.takenDownContact',
    defaultMessage: 'If you did not expect this, write to the organisers from your portal.',
  },
  takenDownAction: { id: 'mail.delegates.takenDownAction', defaultMessage: 'Go to my portal' },
  takenDownSubject: {
    id: 'mail.delegates.takenDownSubject',
    defaultMessage: 'Your delegate page is offline: {site}',
  },
});

const m = delegatesMail;

/** Staff published her profile: the button opens her page in her language. */
export function profilePublishedMessage(brand: MailBrand, r: MailRecipient, slug: string): Message {
  const words = mailWords(r.language);
  const site = { site: brand.siteName };
  const { html, text } = renderEmail({
    brand,
    words,
    title: words.t(m.publishedTitle),
    preheader: words.t(m.publishedPreheader, site),
    greeting: words.t(layoutMail.hello, { name: r.firstName }),
    intro: [words.t(m.publishedIntro, site)],
    action: { label: words.t(m.publishedAction), url: siteLink(brand.publicUrl, words.path(`/delegates/${slug}`)) },
    body: [words.t(m.publishedShare)],
  });
  return { kind: 'profile-published', subject: words.t(m.publishedSubject, site), html, text };
}

/** Staff took her profile down: the button opens her portal. */
export function profileTakenDownMessage(brand: MailBrand, r: MailRecipient): Message {
  const words = mailWords(r.language);
  const site = { site: brand.siteName };
  const { html, text } = renderEmail({
    brand,
    words,
    title: words.t(m.takenDownTitle),
    preheader: words.t(m.takenDownPreheader, site),
    greeting: words.t(layoutMail.hello, { name: r.firstName }),
    intro: [words.t(m.takenDownIntro, site)],
    action: { label: words.t(m.takenDownAction), url: siteLink(brand.publicUrl, words.path('/user/home')) },
    body: [words.t(m.takenDownContact)],
  });
  return { kind: 'profile-taken-down', subject: words.t(m.takenDownSubject, site), html, text };
}
