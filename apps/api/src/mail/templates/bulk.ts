import { mailWords } from '../i18n';
import { type MailBrand, renderEmail, siteLink } from '../layout';
import type { OutgoingEmail } from '../outbox';
import { reviewMail } from './review';

/**
 * One recipient's copy of a bulk message, its merge fields already filled in (staff write the greeting
 * themselves, with {{firstName}}). It is not about something she did, so it carries the link to stop receiving
 * such messages. The staff's words go as written; the e-mail's own words (its button, its small print, the
 * layout) follow the recipient's language.
 */
export function bulkMessage(
  brand: MailBrand,
  content: { subject: string; message: string; unsubscribeUrl: string; language?: string | null },
): Omit<OutgoingEmail, 'to'> {
  const words = mailWords(content.language);
  const { html, text } = renderEmail({
    brand,
    words,
    title: content.subject,
    preheader: words.t(reviewMail.messagePreheader, { site: brand.siteName }),
    intro: content.message.split(/\n{2,}/),
    action: { label: words.t(reviewMail.portalAction), url: siteLink(brand.publicUrl, words.path('/user/home')) },
    footnote: words.t(reviewMail.messageFootnote),
    unsubscribeUrl: content.unsubscribeUrl,
  });
  return { kind: 'bulk-message', subject: content.subject, html, text };
}
