import { describe, expect, it } from 'vitest';
import {
  CONTACT_INQUIRY_TYPES,
  contactFormSchema,
  DEFAULT_CONTACT_INQUIRY_TYPE,
  SPONSORSHIP_INTERESTS,
  sponsorshipInquirySchema,
  toRequestType,
} from '../src';

const valid = {
  firstName: 'Amara',
  title: 'Head of Partnerships',
  organization: 'Lumière Cosmetics',
  location: 'Ghana',
  email: 'amara@lumiere.example',
  contactNumber: '+233 30 123 4567',
  reference: 'https://lumiere.example',
  interest: 'Event Sponsorship / Funding Support',
  proposal: 'We would like to support the African regional final.',
};

function errorsOf(input: unknown): Record<string, string> {
  const r = sponsorshipInquirySchema.safeParse(input);
  if (r.success) return {};
  return Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
}

describe('sponsorship inquiry', () => {
  it('accepts a complete inquiry and reads a bare domain as https', () => {
    expect(sponsorshipInquirySchema.parse(valid).reference).toBe('https://lumiere.example');
    expect(sponsorshipInquirySchema.parse({ ...valid, reference: 'lumiere.example/press' }).reference).toBe(
      'https://lumiere.example/press',
    );
  });

  it('requires every one of the nine fields', () => {
    for (const key of Object.keys(valid)) {
      const errors = errorsOf({ ...valid, [key]: '   ' });
      expect(Object.keys(errors), key).toEqual([key]);
    }
    expect(Object.keys(errorsOf({})).sort()).toEqual(Object.keys(valid).sort());
  });

  it('checks the e-mail, the international phone number and the link', () => {
    expect(errorsOf({ ...valid, email: 'amara@lumiere' }).email).toBe('Please enter a valid email address');
    expect(errorsOf({ ...valid, email: 'am ara@lumiere.example' }).email).toBeDefined();
    for (const phone of ['030 123 4567', '+1 555', 'call me', '+233 30 123 4567 890 123 45']) {
      expect(errorsOf({ ...valid, contactNumber: phone }).contactNumber, phone).toMatch(/international code/);
    }
    for (const phone of ['+1 (555) 010-2026', '0044 20 7946 0958', '+2348012345678']) {
      expect(errorsOf({ ...valid, contactNumber: phone }), phone).toEqual({});
    }
    for (const link of ['javascript:alert(1)', 'ftp://files.example', 'not a link', 'https://']) {
      expect(errorsOf({ ...valid, reference: link }).reference, link).toMatch(/valid URL/);
    }
  });

  it('takes the interest from the seven options only', () => {
    expect(SPONSORSHIP_INTERESTS).toHaveLength(7);
    expect(SPONSORSHIP_INTERESTS).toContain('Other - Please Specify');
    expect(errorsOf({ ...valid, interest: 'Something else' }).interest).toBe('Please choose an area of interest');
  });
});

describe('contact inquiry mapping', () => {
  it('maps each inquiry type to its requestType, anything else to other', () => {
    expect(DEFAULT_CONTACT_INQUIRY_TYPE).toBe('Partnership Request');
    expect(CONTACT_INQUIRY_TYPES.map(toRequestType)).toEqual([
      'partnership',
      'sponsorship',
      'media',
      'General Inquiry',
      'other',
    ]);
    expect(toRequestType('Press kit')).toBe('other');
    expect(toRequestType('')).toBe('other');
    expect(toRequestType('constructor')).toBe('other');
  });

  it('requires names, a valid e-mail and a message', () => {
    const r = contactFormSchema.safeParse({
      firstName: '',
      lastName: ' ',
      email: 'nope',
      inquiryType: 'Media Request',
      message: '',
    });
    expect(r.success).toBe(false);
    const fields = r.success ? [] : r.error.issues.map((i) => i.path.join('.'));
    expect(fields.sort()).toEqual(['email', 'firstName', 'lastName', 'message']);
  });
});
