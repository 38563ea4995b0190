import { z } from 'zod';
import { boundedText } from '../api/text';
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN } from '../auth/messages';

/** The hidden field that people never see and bots fill in (the honeypot). */
export const HONEYPOT_FIELD = 'website';

/** Interest options of the sponsorship form, word for word. */
export const SPONSORSHIP_INTERESTS = [
  'National Representation / Franchise Interest',
  'Media & Press Inquiries',
  'Image/Footage Rights & Licensing',
  'Ambassador or Brand Collaboration',
  'Guest Speaker / Special Appearance',
  'Event Sponsorship / Funding Support',
  'Other - Please Specify',
] as const;
export type SponsorshipInterest = (typeof SPONSORSHIP_INTERESTS)[number];

/** Inquiry types of the contact form and the requestType each one is sent as. */
export const CONTACT_INQUIRY_TYPES = [
  'Partnership Request',
  'Sponsorship Request',
  'Media Request',
  'General Question or Comment',
  'Other',
] as const;
export type ContactInquiryType = (typeof CONTACT_INQUIRY_TYPES)[number];
export const DEFAULT_CONTACT_INQUIRY_TYPE: ContactInquiryType = 'Partnership Request';

export const CONTACT_REQUEST_TYPES = ['partnership', 'sponsorship', 'media', 'General Inquiry', 'other'] as const;
export type ContactRequestType = (typeof CONTACT_REQUEST_TYPES)[number];

const REQUEST_TYPE_OF: Record<string, ContactRequestType> = {
  'Partnership Request': 'partnership',
  'Sponsorship Request': 'sponsorship',
  'Media Request': 'media',
  'General Question or Comment': 'General Inquiry',
  Other: 'other',
};

/** Maps the form's inquiry type to the requestType sent; anything unmapped becomes 'other'. */
export function toRequestType(inquiryType: string): ContactRequestType {
  return Object.hasOwn(REQUEST_TYPE_OF, inquiryType) ? (REQUEST_TYPE_OF[inquiryType] as ContactRequestType) : 'other';
}

/** Messages shown by the forms. */
export const INQUIRY_MESSAGES = {
  sponsorshipSuccess: "Your sponsorship inquiry has been sent. We'll be in touch soon.",
  contactSuccess: 'Your message has been sent!',
  failure: 'There was an error sending your message. Please try again.',
  sending: 'Sending...',
} as const;

/** International numbers: a leading + (or 00) and the country code, then 6–14 more digits. */
const INTERNATIONAL_PHONE = /^(?:\+|00)[1-9][\d\s().-]{5,22}$/;
/** No number the pattern accepts is longer; a longer text is refused before the pattern runs. */
export const PHONE_MAX_LENGTH = 25;
const digitCount = (v: string) => v.replace(/\D/g, '').length;

/** The international phone check of the forms (7–15 digits after the + or 00). */
export const isInternationalPhone = (v: string): boolean =>
  INTERNATIONAL_PHONE.test(v) && digitCount(v) >= 7 && digitCount(v) <= 15;
export const INTERNATIONAL_PHONE_MESSAGE =
  'Please enter a valid phone number with its international code (for example +44 20 7946 0958)';

/**
 * Every message of the two forms, word for word: the browser and the API show them in the reader's language
 * through the shared rules' catalogues (keyed by this English).
 */
export const INQUIRY_FIELD_MESSAGES = {
  firstNameRequired: 'First name is required',
  firstNameTooLong: 'First name is too long',
  lastNameRequired: 'Last name is required',
  lastNameTooLong: 'Last name is too long',
  titleRequired: 'Title is required',
  titleTooLong: 'Title is too long',
  organizationRequired: 'Organization is required',
  organizationTooLong: 'Organization is too long',
  locationRequired: 'Location is required',
  locationTooLong: 'Location is too long',
  proposalRequired: 'Proposal is required',
  proposalTooLong: 'Proposal is too long',
  messageRequired: 'Message is required',
  messageTooLong: 'Message is too long',
  emailRequired: 'Email is required',
  emailTooLong: 'Email is too long',
  emailInvalid: 'Please enter a valid email address',
  contactNumberRequired: 'Contact number is required',
  referenceRequired: 'Reference link is required',
  referenceTooLong: 'Reference link is too long',
  referenceInvalid: 'Please enter a valid URL (for example https://yourcompany.com)',
  interestRequired: 'Please choose an area of interest',
  inquiryTypeRequired: 'Please choose a type of inquiry',
  honeypotTooLong: 'At most 500 characters',
} as const;
const F = INQUIRY_FIELD_MESSAGES;

const required = (messages: { required: string; tooLong: string }, max = 200) =>
  boundedText({ max, tooLong: messages.tooLong, required: messages.required }).min(1, messages.required);

const emailField = boundedText({ max: EMAIL_MAX_LENGTH, tooLong: F.emailTooLong, required: F.emailRequired })
  .min(1, F.emailRequired)
  .regex(EMAIL_PATTERN, F.emailInvalid);

/** A web address; a bare domain such as example.com is read as https://example.com. */
export const referenceUrlSchema = boundedText({
  max: 500,
  tooLong: F.referenceTooLong,
  required: F.referenceRequired,
})
  .min(1, F.referenceRequired)
  .transform((v) => (/^[a-z][a-z\d+.-]*:/i.test(v) ? v : `https://${v}`))
  .pipe(
    z.url({
      protocol: /^https?$/,
      hostname: z.regexes.domain,
      error: F.referenceInvalid,
    }),
  );

const honeypot = boundedText({
  max: 500,
  tooLong: F.honeypotTooLong,
  trim: false,
  anyCharacter: true,
}).optional();

export const sponsorshipInquirySchema = z.object({
  firstName: required({ required: F.firstNameRequired, tooLong: F.firstNameTooLong }, 100),
  title: required({ required: F.titleRequired, tooLong: F.titleTooLong }, 150),
  organization: required({ required: F.organizationRequired, tooLong: F.organizationTooLong }, 200),
  location: required({ required: F.locationRequired, tooLong: F.locationTooLong }, 150),
  email: emailField,
  contactNumber: boundedText({
    max: PHONE_MAX_LENGTH,
    tooLong: INTERNATIONAL_PHONE_MESSAGE,
    required: F.contactNumberRequired,
  })
    .min(1, F.contactNumberRequired)
    .refine(isInternationalPhone, INTERNATIONAL_PHONE_MESSAGE),
  reference: referenceUrlSchema,
  interest: z.enum(SPONSORSHIP_INTERESTS, { error: F.interestRequired }),
  proposal: required({ required: F.proposalRequired, tooLong: F.proposalTooLong }, 5000),
  [HONEYPOT_FIELD]: honeypot,
});
export type SponsorshipInquiryInput = z.input<typeof sponsorshipInquirySchema>;
export type SponsorshipInquiry = z.output<typeof sponsorshipInquirySchema>;

/** The contact message as sent to POST /contact. */
export const contactMessageSchema = z.object({
  firstName: required({ required: F.firstNameRequired, tooLong: F.firstNameTooLong }, 100),
  lastName: required({ required: F.lastNameRequired, tooLong: F.lastNameTooLong }, 100),
  email: emailField,
  requestType: z.enum(CONTACT_REQUEST_TYPES, { error: F.inquiryTypeRequired }),
  message: required({ required: F.messageRequired, tooLong: F.messageTooLong }, 5000),
  [HONEYPOT_FIELD]: honeypot,
});
export type ContactMessage = z.output<typeof contactMessageSchema>;

/** The contact form in the browser: the inquiry type is mapped to requestType on send. */
export const contactFormSchema = contactMessageSchema.omit({ requestType: true }).extend({
  inquiryType: z.enum(CONTACT_INQUIRY_TYPES, { error: F.inquiryTypeRequired }),
});
export type ContactFormValues = z.input<typeof contactFormSchema>;

/** The answer of both form endpoints: an acknowledgement only. */
export const inquiryReceivedSchema = z.object({ received: z.literal(true) });
