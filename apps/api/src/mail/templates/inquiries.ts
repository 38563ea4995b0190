import type { ContactMessage, SponsorshipInquiry } from '@cq/shared';
import { defineMailMessages, layoutMail, type MailWords, mailWords } from '../i18n';
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

/** The contact form's request types and the sponsorship form's areas of interest, as the translations name them. */
const REQUEST_TYPE_KEY: Record<string, string> = {
  partnership: 'partnership',
  sponsorship: 'sponsorship',
  media: 'media',
  'General Inquiry': 'general',
  other: 'other',
};
const INTEREST_KEY: Record<string, string> = {
  'National Representation / Franchise Interest': 'franchise',
  'Media & Press Inquiries': 'media',
  'Image/Footage Rights & Licensing': 'rights',
  'Ambassador or Brand Collaboration': 'ambassador',
  'Guest Speaker / Special Appearance': 'speaker',
  'Event Sponsorship / Funding Support': 'event',
  'Other - Please Specify': 'other',
};

/**
 * The acknowledgements go to whoever wrote (a fan, a partner, a contestant): in the language of the page they
 * wrote from. The organisers' copies stay in English.
 */
export const inquiriesMail = defineMailMessages({
  contactTitle: { id: 'mail.inquiries.contactTitle', defaultMessage: 'We received your message' },
  contactPreheader: { id: 'mail.inquiries.contactPreheader', defaultMessage: 'Thank you for writing to {site}.' },
  contactThanks: {
    id: 'mail.inquiries.contactThanks',
    defaultMessage:
      'Thank you for contacting {site}. Your message has reached our team, and we reply to every message within two working days.',
  },
  contactType: { id: 'mail.inquiries.contactType', defaultMessage: 'Your inquiry: {type}.' },
  requestType: {
    id: 'mail.inquiries.requestType',
    defaultMessage:
      '{type, select, partnership {Partnership request} sponsorship {Sponsorship request} media {Media request} general {General question or comment} other {Other}}',
  },
  contactAction: { id: 'mail.inquiries.contactAction', defaultMessage: 'Visit {site}' },
  contactRecords: { id: 'mail.inquiries.contactRecords', defaultMessage: 'For your records, this is what you wrote:' },
  contactFootnote: {
    id: 'mail.inquiries.contactFootnote',
    defaultMessage: 'If you did not send this message, you can ignore this e-mail.',
  },
  contactSubject: { id: 'mail.inquiries.contactSubject', defaultMessage: 'We received your message · {site}' },
  sponsorshipTitle: { id: 'mail.inquiries.sponsorshipTitle', defaultMessage: 'Thank you for your sponsorship inquiry' },
  sponsorshipPreheader: {
    id: 'mail.inquiries.sponsorshipPreheader',
    defaultMessage: 'Our partnerships team will be in touch soon.',
  },
  sponsorshipThanks: {
    id: 'mail.inquiries.sponsorshipThanks',
    defaultMessage:
      'Thank you for your interest in partnering with {site} on behalf of {organization}. Our partnerships team reads every inquiry and will reply within three working days.',
  },
  sponsorshipInterest: { id: 'mail.inquiries.sponsorshipInterest', defaultMessage: 'Area of interest: {interest}.' },
  interest: {
    id: 'mail.inquiries.interest',
    defaultMessage:
      '{interest, select, franchise {National Representation / Franchise Interest} media {Media & Press Inquiries} rights {Image/Footage Rights & Licensing} ambassador {Ambassador or Brand Collaboration} speaker {Guest Speaker / Special Appearance} event {Event Sponsorship / Funding Support} other {Other - Please Specify}}',
  },
  sponsorshipAction: { id: 'mail.inquiries.sponsorshipAction', defaultMessage: 'See the partnership tiers' },
  sponsorshipRecords: { id: 'mail.inquiries.sponsorshipRecords', defaultMessage: 'For your records, your proposal:' },
  sponsorshipFootnote: {
    id: 'mail.inquiries.sponsorshipFootnote',
    defaultMessage: 'If you did not send this inquiry, you can ignore this e-mail.',
  },
  sponsorshipSubject: { id: 'mail.inquiries.sponsorshipSubject', defaultMessage: 'Your sponsorship inquiry · {site}' },
});

const m = inquiriesMail;

/** The type of inquiry in the language; in English, and for a type it does not know, as the organisers name it. */
function requestTypeIn(words: MailWords, type: string): string {
  const key = REQUEST_TYPE_KEY[type];
  if (words.locale === 'en' || !key) return REQUEST_TYPE_LABEL[type] ?? type;
  return words.t(m.requestType, { type: key });
}

/** The area of interest in the language; in English, and for one it does not know, as the form sent it. */
function interestIn(words: MailWords, interest: string): string {
  const key = INTEREST_KEY[interest];
  if (words.locale === 'en' || !key) return interest;
  return words.t(m.interest, { interest: key });
}

/** Acknowledgement to the person who wrote through the contact form, in the language of the page she wrote from. */
export function contactAcknowledgement(brand: MailBrand, c: ContactMessage, language?: string | null): Message {
  const words = mailWords(language);
  const site = brand.siteName;
  const { html, text } = renderEmail({
    brand,
    words,
    title: words.t(m.contactTitle),
    preheader: words.t(m.contactPreheader, { site }),
    greeting: words.t(layoutMail.hello, { name: c.firstName }),
    intro: [words.t(m.contactThanks, { site }), words.t(m.contactType, { type: requestTypeIn(words, c.requestType) })],
    action: { label: words.t(m.contactAction, { site }), url: siteLink(brand.publicUrl, words.path('/')) },
    body: [words.t(m.contactRecords), c.message],
    footnote: words.t(m.contactFootnote),
  });
  return { kind: 'contact-acknowledgement', subject: words.t(m.contactSubject, { site }), html, text };
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

/** Acknowledgement to a would-be sponsor, in the language of the page they wrote from. */
export function sponsorshipAcknowledgement(brand: MailBrand, s: SponsorshipInquiry, language?: string | null): Message {
  const words = mailWords(language);
  const site = brand.siteName;
  const { html, text } = renderEmail({
    brand,
    words,
    title: words.t(m.sponsorshipTitle),
    preheader: words.t(m.sponsorshipPreheader),
    greeting: words.t(layoutMail.hello, { name: s.firstName }),
    intro: [
      words.t(m.sponsorshipThanks, { site, organization: s.organization }),
      words.t(m.sponsorshipInterest, { interest: interestIn(words, s.interest) }),
    ],
    action: { label: words.t(m.sponsorshipAction), url: siteLink(brand.publicUrl, words.path('/sponsorship')) },
    body: [words.t(m.sponsorshipRecords), s.proposal],
    footnote: words.t(m.sponsorshipFootnote),
  });
  return { kind: 'sponsorship-acknowledgement', subject: words.t(m.sponsorshipSubject, { site }), html, text };
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
