import { type MailBrand, renderEmail, siteLink } from '../layout';
import type { OutgoingEmail } from '../outbox';

type Message = Omit<OutgoingEmail, 'to'>;

/** The confirmation a contestant receives when her registration is submitted. */
export function submittedMessage(brand: MailBrand, firstName: string, submittedAt: Date): Message {
  const { html, text } = renderEmail({
    brand,
    title: 'Your registration is in',
    preheader: 'We have received your registration and will review it shortly.',
    greeting: `Hello ${firstName},`,
    intro: [
      `Thank you for registering for ${brand.siteName}. We received your registration on ${submittedAt.toUTCString()}.`,
      'Our team will now review your details and documents. We will write to you as soon as there is news.',
    ],
    action: { label: 'View my registration', url: siteLink(brand.publicUrl, '/user/register') },
    body: [
      'If you need to correct something, you can edit your registration from your portal a limited number of times.',
    ],
    footnote: `Questions? Write to us through ${siteLink(brand.publicUrl, '/contact')}.`,
  });
  return { kind: 'registration-submitted', subject: `Registration received: ${brand.siteName}`, html, text };
}

/** The confirmation after an edit has been submitted. */
export function updatedMessage(brand: MailBrand, firstName: string, editsRemaining: number): Message {
  const remaining = editsRemaining === 1 ? 'You have 1 edit remaining.' : `You have ${editsRemaining} edits remaining.`;
  const { html, text } = renderEmail({
    brand,
    title: 'Your registration was updated',
    preheader: 'We have received the changes to your registration.',
    greeting: `Hello ${firstName},`,
    intro: ['We received the changes to your registration. It is back with our team for review.', remaining],
    action: { label: 'View my registration', url: siteLink(brand.publicUrl, '/user/register') },
    footnote: `If you did not make this change, please contact us at once through ${siteLink(brand.publicUrl, '/contact')}.`,
  });
  return { kind: 'registration-updated', subject: `Registration updated: ${brand.siteName}`, html, text };
}
