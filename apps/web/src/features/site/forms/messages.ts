import type { ContactInquiryType, SponsorshipInterest } from '@cq/shared';
import { defineMessages, type MessageDescriptor } from '../../../i18n/message-descriptor';

/** The Become a Partner form. */
export const sponsorshipFormMessages = defineMessages({
  formLabel: { id: 'sponsorship.form.label', defaultMessage: 'Become a Partner' },
  firstName: { id: 'sponsorship.form.firstName', defaultMessage: 'First name' },
  title: { id: 'sponsorship.form.title', defaultMessage: 'Title' },
  titlePlaceholder: { id: 'sponsorship.form.titlePlaceholder', defaultMessage: 'e.g. Head of Partnerships' },
  organization: { id: 'sponsorship.form.organization', defaultMessage: 'Organization' },
  location: { id: 'sponsorship.form.location', defaultMessage: 'Location' },
  locationHint: { id: 'sponsorship.form.locationHint', defaultMessage: 'The country you operate in' },
  email: { id: 'sponsorship.form.email', defaultMessage: 'Email' },
  contactNumber: { id: 'sponsorship.form.contactNumber', defaultMessage: 'Contact number' },
  contactNumberHint: { id: 'sponsorship.form.contactNumberHint', defaultMessage: 'Include your international code' },
  reference: { id: 'sponsorship.form.reference', defaultMessage: 'Reference link' },
  referencePlaceholder: { id: 'sponsorship.form.referencePlaceholder', defaultMessage: 'https://yourcompany.com' },
  referenceHint: {
    id: 'sponsorship.form.referenceHint',
    defaultMessage: 'Your website, a press kit or a past campaign',
  },
  interest: { id: 'sponsorship.form.interest', defaultMessage: 'Area of interest' },
  chooseOne: { id: 'sponsorship.form.chooseOne', defaultMessage: 'Choose one' },
  proposal: { id: 'sponsorship.form.proposal', defaultMessage: 'Proposal' },
  proposalHint: {
    id: 'sponsorship.form.proposalHint',
    defaultMessage: 'Tell us what you have in mind: the audience, the continent and what success looks like for you.',
  },
  send: { id: 'sponsorship.form.send', defaultMessage: 'Send inquiry' },
  interestFranchise: {
    id: 'sponsorship.form.interest.franchise',
    defaultMessage: 'National Representation / Franchise Interest',
  },
  interestMedia: { id: 'sponsorship.form.interest.media', defaultMessage: 'Media & Press Inquiries' },
  interestRights: { id: 'sponsorship.form.interest.rights', defaultMessage: 'Image/Footage Rights & Licensing' },
  interestAmbassador: {
    id: 'sponsorship.form.interest.ambassador',
    defaultMessage: 'Ambassador or Brand Collaboration',
  },
  interestSpeaker: { id: 'sponsorship.form.interest.speaker', defaultMessage: 'Guest Speaker / Special Appearance' },
  interestEvent: { id: 'sponsorship.form.interest.event', defaultMessage: 'Event Sponsorship / Funding Support' },
  interestOther: { id: 'sponsorship.form.interest.other', defaultMessage: 'Other - Please Specify' },
});

/** The contact form. */
export const contactFormMessages = defineMessages({
  formLabel: { id: 'contact.form.label', defaultMessage: 'Contact us' },
  firstName: { id: 'contact.form.firstName', defaultMessage: 'First name' },
  lastName: { id: 'contact.form.lastName', defaultMessage: 'Last name' },
  email: { id: 'contact.form.email', defaultMessage: 'Email' },
  inquiryType: { id: 'contact.form.inquiryType', defaultMessage: 'Type of inquiry' },
  message: { id: 'contact.form.message', defaultMessage: 'Message' },
  send: { id: 'contact.form.send', defaultMessage: 'Send message' },
  typePartnership: { id: 'contact.form.type.partnership', defaultMessage: 'Partnership Request' },
  typeSponsorship: { id: 'contact.form.type.sponsorship', defaultMessage: 'Sponsorship Request' },
  typeMedia: { id: 'contact.form.type.media', defaultMessage: 'Media Request' },
  typeGeneral: { id: 'contact.form.type.general', defaultMessage: 'General Question or Comment' },
  typeOther: { id: 'contact.form.type.other', defaultMessage: 'Other' },
});

/** The label shown for each stored interest (the value sent stays the English). */
export const INTEREST_LABELS: Record<SponsorshipInterest, MessageDescriptor> = {
  'National Representation / Franchise Interest': sponsorshipFormMessages.interestFranchise,
  'Media & Press Inquiries': sponsorshipFormMessages.interestMedia,
  'Image/Footage Rights & Licensing': sponsorshipFormMessages.interestRights,
  'Ambassador or Brand Collaboration': sponsorshipFormMessages.interestAmbassador,
  'Guest Speaker / Special Appearance': sponsorshipFormMessages.interestSpeaker,
  'Event Sponsorship / Funding Support': sponsorshipFormMessages.interestEvent,
  'Other - Please Specify': sponsorshipFormMessages.interestOther,
};

/** The label shown for each stored inquiry type (the value sent stays the English). */
export const INQUIRY_TYPE_LABELS: Record<ContactInquiryType, MessageDescriptor> = {
  'Partnership Request': contactFormMessages.typePartnership,
  'Sponsorship Request': contactFormMessages.typeSponsorship,
  'Media Request': contactFormMessages.typeMedia,
  'General Question or Comment': contactFormMessages.typeGeneral,
  Other: contactFormMessages.typeOther,
};
