import { type MailBrand, renderEmail, siteLink } from '../layout';
import type { OutgoingEmail } from '../outbox';

/**
 * One recipient's copy of a bulk message, its merge fields already filled in (staff write the greeting
 * themselves, with {{firstName}}). It is not about something she did, so it carries the link to stop receiving
 * such messages.
 */
export function bulkMessage(
  brand: MailBrand,
  content: { subject: string; message: string; unsubscribeUrl: string },
): Omit<OutgoingEmail, 'to'> {
  const { html, text } = renderEmail({
    brand,
    title: content.subject,
    preheader: `A message from the ${brand.siteName} team.`,
    intro: content.message.split(/\n{2,}/),
    action: { label: 'Go to my portal', url: siteLink(brand.publicUrl, '/user/home') },
    footnote: 'To answer, reply to this e-mail: it reaches the organisers.',
    unsubscribeUrl: content.unsubscribeUrl,
  });
  return { kind: 'bulk-message', subject: content.subject, html, text };
}
