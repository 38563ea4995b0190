import { DATA_EXPORT_TTL_HOURS } from '@cq/shared';
import { defineMailMessages, layoutMail, mailWords } from '../i18n';
import { type MailBrand, renderEmail } from '../layout';
import type { OutgoingEmail } from '../outbox';
import type { MailRecipient } from './format';

type Message = Omit<OutgoingEmail, 'to'>;

export const privacyMail = defineMailMessages({
  exportTitle: { id: 'mail.privacy.exportTitle', defaultMessage: 'Your data is ready to download' },
  exportPreheader: {
    id: 'mail.privacy.exportPreheader',
    defaultMessage: 'The copy of your {site} data you asked for.',
  },
  exportIntro: {
    id: 'mail.privacy.exportIntro',
    defaultMessage:
      'The copy of your data you asked for is ready: your account, your registration and each version of it, your notifications, your payments, what you agreed to, and the files you uploaded, in one ZIP file.',
  },
  exportAction: { id: 'mail.privacy.exportAction', defaultMessage: 'Download my data' },
  exportExpiry: {
    id: 'mail.privacy.exportExpiry',
    defaultMessage: 'This link expires in {hours} hours. After that, ask for a new copy from Account settings.',
  },
  exportFootnote: {
    id: 'mail.privacy.exportFootnote',
    defaultMessage:
      'If you did not ask for this, change your password and contact us: someone may be using your account.',
  },
  exportSubject: { id: 'mail.privacy.exportSubject', defaultMessage: 'Your {site} data is ready to download' },
});

const m = privacyMail;

/** The copy of her data she asked for is ready: one link, which expires. */
export function dataExportReadyMessage(brand: MailBrand, r: MailRecipient, url: string): Message {
  const words = mailWords(r.language);
  const site = brand.siteName;
  const { html, text } = renderEmail({
    brand,
    words,
    title: words.t(m.exportTitle),
    preheader: words.t(m.exportPreheader, { site }),
    greeting: words.t(layoutMail.hello, { name: r.firstName }),
    intro: [words.t(m.exportIntro)],
    action: { label: words.t(m.exportAction), url },
    body: [words.t(m.exportExpiry, { hours: DATA_EXPORT_TTL_HOURS })],
    footnote: words.t(m.exportFootnote),
  });
  return { kind: 'data-export-ready', subject: words.t(m.exportSubject, { site }), html, text };
}
