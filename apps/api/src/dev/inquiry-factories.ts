import type { ContactMessage, SponsorshipInquiryInput } from '@cq/shared';

/**
 * Valid public-form payloads. No test-runner imports: the seed script can
 * reuse them for demo inbox messages.
 */
let counter = 0;
const tag = () => `${Date.now().toString(36)}${++counter}`;

export function buildContactMessage(overrides: Partial<ContactMessage> = {}): ContactMessage {
  return {
    firstName: 'Lerato',
    lastName: 'Mokoena',
    email: `lerato-${tag()}@example.com`,
    requestType: 'partnership',
    message: 'Our foundation runs girls’ coding clubs in Johannesburg and would love to work with the Queen of Africa.',
    ...overrides,
  };
}

export function buildSponsorshipInquiry(overrides: Partial<SponsorshipInquiryInput> = {}): SponsorshipInquiryInput {
  return {
    firstName: 'Camila',
    title: 'Head of Brand Partnerships',
    organization: 'Aurora Cosméticos',
    location: 'Brazil',
    email: `camila-${tag()}@example.com`,
    contactNumber: '+55 11 4000 1234',
    reference: 'https://aurora.example.com',
    interest: 'Event Sponsorship / Funding Support',
    proposal:
      'We would like to present the cultural gala of the South American final and support a clean-water project.',
    ...overrides,
  };
}
