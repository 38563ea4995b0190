import type { ContactMessage, SponsorshipInquiry } from '@cq/shared';
import { type MailBrand, renderEmail, siteLink } from '../layout';
import type { OutgoingEmail } from '../outbox';

type Message = Omit<OutgoingEmail, 'to'>;

const REQUEST_TYPE_LABEL: Record<string, string> = {
  partnership: 'Partnership request',
  sponsorship: 'Sponsorship request',
  media: 'Media request',
  'General Inquiry': 'General question or comment',
  other: 'Other',
};

/** Acknowledgement to the person who wrote through the contact form. */
export function contactAcknowledgement(brand: MailBrand, m: ContactMessage): Message {
  const { html, text } = renderEmail({
    brand,
    title: 'We received your message',
    preheader: `Thank you for writing to ${brand.siteName}.`,
    greeting: `Hello ${m.firstName},`,
    intro: [
      `Thank you for contacting ${brand.siteName}. Your message has reached our team, and we reply to every message within two working days.`,
      `Your inquiry: ${REQUEST_TYPE_LABEL[m.requestType] ?? m.requestType}.`,
    ],
    action: { label: `Visit ${brand.siteName}`, url: siteLink(brand.publicUrl, '/') },
    body: ['For your records, this is what you wrote:', m.message],
    footnote: 'If you did not send this message, you can ignore this e-mail.',
  });
  return { kind: 'contact-acknowledgement', subject: `We received your message · ${brand.siteName}`, html, text };
}

/** The copy of a contact message for the organisers. */
export function contactForOrganisers(brand: MailBrand, m: ContactMessage): Message {
  const type = REQUEST_TYPE_LABEL[m.requestType] ?? m.requestType;
  const { html, text } = renderEmail({
    brand,
    title: 'New contact message',
    preheader: `${type} from ${m.firstName} ${m.lastName}`,
    intro: [`${m.firstName} ${m.lastName} <${m.email}> wrote through the contact form.`, `Type of inquiry: ${type}.`],
    body: [m.message, `Reply to ${m.email} to answer.`],
  });
  return { kind: 'contact-organisers', subject: `[Contact] ${type} from ${m.firstName} ${m.lastName}`, html, text };
}

/** Acknowledgement to a would-be sponsor. */
export function sponsorshipAcknowledgement(brand: MailBrand, s: SponsorshipInquiry): Message {
  const { html, text } = renderEmail({
    brand,
    title: 'Thank you for your sponsorship inquiry',
    preheader: 'Our partnerships team will be in touch soon.',
    greeting: `Hello ${s.firstName},`,
    intro: [
      `Thank you for your interest in partnering with ${brand.siteName} on behalf of ${s.organization}. Our partnerships team reads every inquiry and will reply within three working days.`,
      `Area of interest: ${s.interest}.`,
    ],
    action: { label: 'See the partnership tiers', url: siteLink(brand.publicUrl, '/sponsorship') },
    body: ['For your records, your proposal:', s.proposal],
    footnote: 'If you did not send this inquiry, you can ignore this e-mail.',
  });
  return {
    kind: 'sponsorship-acknowledgement',
    subject: `Your sponsorship inquiry · ${brand.siteName}`,
    html,
    text,
  };
}

/** The copy of a sponsorship inquiry for the organisers. */
export function sponsorshipForOrganisers(brand: MailBrand, s: SponsorshipInquiry): Message {
  const { html, text } = renderEmail({
    brand,
    title: 'New sponsorship inquiry',
    preheader: `${s.organization}: ${s.interest}`,
    intro: [
      `${s.firstName}, ${s.title} at ${s.organization} (${s.location}), sent a sponsorship inquiry.`,
      `Area of interest: ${s.interest}.`,
    ],
    body: [
      `Email: ${s.email}`,
      `Contact number: ${s.contactNumber}`,
      `Reference: ${s.reference}`,
      'Proposal:',
      s.proposal,
    ],
  });
  return { kind: 'sponsorship-organisers', subject: `[Sponsorship] ${s.organization}: ${s.interest}`, html, text };
}
