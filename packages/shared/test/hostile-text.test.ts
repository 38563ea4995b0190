import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { z } from 'zod';
import {
  auditQuerySchema,
  bulkEmailDraftSchema,
  contactMessageSchema,
  contestantFiltersSchema,
  decisionBodySchema,
  draftSaveHeadersSchema,
  EMAIL_PATTERN,
  emailSchema,
  idParamsSchema,
  inboxQuerySchema,
  inquiryReplyRequestSchema,
  loginRequestSchema,
  noteBodySchema,
  onOneLine,
  organisationSettingsUpdateSchema,
  passwordResetRequestSchema,
  passwordResetSchema,
  paymentReferenceParamsSchema,
  paymentsQuerySchema,
  paymentVerifyRequestSchema,
  previewUnlockRequestSchema,
  profileUpdateSchema,
  registerRequestSchema,
  registrationFormSchema,
  registrationSettingsUpdateSchema,
  sponsorshipInquirySchema,
  TEXT_MESSAGES,
  textDefect,
  themeSaveSchema,
  userListQuerySchema,
} from '../src';
import publicForms from './support/public-forms.json';

const MiB = 1024 * 1024;
/** The worst case of each kind of pattern, at the size of the body limit. */
const WORST = {
  /** A domain of dots that ends badly: every split of it is a candidate for a backtracking matcher. */
  address: `a@${'.'.repeat(MiB)}@`,
  phone: `+1${' 0'.repeat(MiB / 2)}x`,
  link: `a${'a.'.repeat(MiB / 2)}:`,
  digits: `${'1'.repeat(MiB)}-`,
  spaces: `x${'\n\n \t'.repeat(MiB / 4)}x`,
};

/**
 * Every pattern run is recorded. A text longer than any field's limit is not matched at all (it would take
 * hours with a pattern whose time grows with the square of its input): the record is what the test reads.
 * Zod measures a length in code points by first looking for one character class, a single linear scan: that
 * search is the length check itself and is not recorded.
 */
const LENGTH_MEASURE = '[\\uD800-\\uDBFF]';
const realExec = RegExp.prototype.exec;
let seen: number[] = [];
beforeEach(() => {
  seen = [];
  vi.spyOn(RegExp.prototype, 'exec').mockImplementation(function (this: RegExp, input: string) {
    if (this.source !== LENGTH_MEASURE) seen.push(String(input).length);
    return String(input).length > 10_000 ? null : realExec.call(this, input);
  });
});
afterEach(() => {
  vi.restoreAllMocks();
});

// The contact and sponsorship forms as anyone may send them, valid: each case grows one field of them.
const { contact, sponsorship } = publicForms;
const settings = { isOpen: true, registrationStart: null, registrationEnd: null, fee: 1, currency: 'USD', maxEdits: 3 };
const colors = { main: '#3A1760', light: '#6B4E8F', dark: '#1B0B30', contrastText: '#FFFFFF' };
const theme = { name: 'Royal', colors: { primary: colors, secondary: colors, accent: colors } };

/** [what, schema, input, field, the length message it must answer]. */
const CASES: [string, z.ZodType, unknown, string, string][] = [
  [
    'login e-mail',
    loginRequestSchema,
    { email: WORST.address, password: 'x' },
    'email',
    'Please enter a valid email address',
  ],
  [
    'login password',
    loginRequestSchema,
    { email: 'a@b.co', password: WORST.spaces },
    'password',
    'Please check all fields are filled correctly.',
  ],
  [
    'sign-up e-mail',
    registerRequestSchema,
    { firstName: 'A', lastName: 'B', email: WORST.address, phoneNumber: '1', password: 'Crown-2026!' },
    'email',
    'Please enter a valid email address',
  ],
  [
    'sign-up name',
    registerRequestSchema,
    { firstName: WORST.spaces, lastName: 'B', email: 'a@b.co', phoneNumber: '1', password: 'Crown-2026!' },
    'firstName',
    'At most 100 characters',
  ],
  [
    'sign-up password',
    registerRequestSchema,
    { firstName: 'A', lastName: 'B', email: 'a@b.co', phoneNumber: '1', password: WORST.digits },
    'password',
    'Password must be at most 128 characters long',
  ],
  [
    'reset request e-mail',
    passwordResetRequestSchema,
    { email: WORST.address },
    'email',
    'Please enter a valid email address',
  ],
  ['reset token', passwordResetSchema, { token: WORST.address, password: 'Crown-2026!' }, 'token', 'Invalid token'],
  [
    'profile phone',
    profileUpdateSchema,
    { firstName: 'A', lastName: 'B', phoneNumber: WORST.phone },
    'phoneNumber',
    'At most 40 characters',
  ],
  ['contact e-mail', contactMessageSchema, { ...contact, email: WORST.address }, 'email', 'Email is too long'],
  ['contact message', contactMessageSchema, { ...contact, message: WORST.spaces }, 'message', 'Message is too long'],
  [
    'sponsorship e-mail',
    sponsorshipInquirySchema,
    { ...sponsorship, email: WORST.address },
    'email',
    'Email is too long',
  ],
  [
    'sponsorship phone',
    sponsorshipInquirySchema,
    { ...sponsorship, contactNumber: WORST.phone },
    'contactNumber',
    'Please enter a valid phone number with its international code (for example +44 20 7946 0958)',
  ],
  [
    'sponsorship link',
    sponsorshipInquirySchema,
    { ...sponsorship, reference: WORST.link },
    'reference',
    'Reference link is too long',
  ],
  ['preview password', previewUnlockRequestSchema, { password: WORST.spaces }, 'password', 'Incorrect password'],
  [
    'organisers’ e-mail',
    organisationSettingsUpdateSchema,
    { contactEmail: WORST.address, hostingEmail: 'a@b.co', phone: '+44 20 7946 0958' },
    'contactEmail',
    'Please enter a valid email address',
  ],
  [
    'organisers’ phone',
    organisationSettingsUpdateSchema,
    { contactEmail: 'a@b.co', hostingEmail: 'a@b.co', phone: WORST.phone },
    'phone',
    'Please enter a valid phone number with its international code (for example +44 20 7946 0958)',
  ],
  [
    'window start',
    registrationSettingsUpdateSchema,
    { ...settings, registrationStart: `2026-03-14T${WORST.digits}` },
    'registrationStart',
    'Choose a valid date and time',
  ],
  [
    'currency',
    registrationSettingsUpdateSchema,
    { ...settings, currency: WORST.spaces },
    'currency',
    'Use a three-letter ISO 4217 currency code, e.g. USD',
  ],
  [
    'inbox reply',
    inquiryReplyRequestSchema,
    { subject: WORST.spaces, message: 'x' },
    'subject',
    'Subject is at most 200 characters',
  ],
  ['inbox search', inboxQuerySchema, { q: WORST.address }, 'q', 'At most 200 characters'],
  ['audit actor', auditQuerySchema, { actor: WORST.address }, 'actor', 'Search with at most 200 characters'],
  ['audit from', auditQuerySchema, { from: WORST.digits }, 'from', 'Use a date such as 2026-03-14'],
  ['contestant search', contestantFiltersSchema, { q: WORST.address }, 'q', 'Use at most 200 characters'],
  [
    'contestant dates',
    contestantFiltersSchema,
    { submittedFrom: WORST.digits },
    'submittedFrom',
    'Use a date as YYYY-MM-DD',
  ],
  ['payment search', paymentsQuerySchema, { q: WORST.address }, 'q', 'At most 200 characters'],
  ['payment dates', paymentsQuerySchema, { from: WORST.digits }, 'from', 'Use a date in the form YYYY-MM-DD'],
  ['user search', userListQuerySchema, { q: WORST.address }, 'q', 'Search with at most 100 characters'],
  ['theme name', themeSaveSchema, { ...theme, name: WORST.spaces }, 'name', 'The name is at most 80 characters'],
  [
    'theme colour',
    themeSaveSchema,
    { ...theme, colors: { ...theme.colors, accent: { ...colors, main: `#${WORST.digits}` } } },
    'colors.accent.main',
    'Use a colour in the form #RRGGBB',
  ],
  ['review note', noteBodySchema, { body: WORST.spaces }, 'body', 'Use at most 2000 characters'],
  [
    'review message',
    decisionBodySchema,
    { decision: 'reject', message: WORST.spaces, version: 1 },
    'message',
    'Use at most 2000 characters',
  ],
  ['payment reference', paymentReferenceParamsSchema, { reference: WORST.digits }, 'reference', 'Invalid reference'],
  [
    'payment intent',
    paymentVerifyRequestSchema,
    { orderId: '3f1b7f4e-8c1a-4d2b-9a7e-1c2d3e4f5a6b', paymentIntentId: WORST.digits },
    'paymentIntentId',
    'paymentIntentId is too long',
  ],
  [
    'draft revision',
    draftSaveHeadersSchema,
    { 'if-match': `"${WORST.digits}"` },
    'if-match',
    'Send the revision the draft was based on in If-Match',
  ],
  ['record id', idParamsSchema, { id: `3f1b7f4e-${WORST.digits}` }, 'id', 'Invalid id'],
  ['date of birth', registrationFormSchema, { dob: `2001-${WORST.digits}` }, 'dob', 'Use at most 200 characters'],
  [
    'emergency e-mail',
    registrationFormSchema,
    { emergencyContact: { email: WORST.address } },
    'emergencyContact.email',
    'Use at most 200 characters',
  ],
];

describe('text at the body limit', () => {
  it.each(CASES)(
    '%s: refused with the length message, no pattern ever sees it',
    (_what, schema, input, field, message) => {
      const result = schema.safeParse(input);
      expect(result.success).toBe(false);
      const issues = result.error?.issues.filter((i) => i.path.join('.') === field) ?? [];
      expect(issues.map((i) => i.message)).toEqual([message]);
      expect(Math.max(0, ...seen)).toBeLessThanOrEqual(5000);
    },
  );
});

describe('the e-mail rule', () => {
  /** The rule as first written; its time grows with the square of a hostile domain. */
  const QUADRATIC = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
  const addressLike = fc.string({ unit: fc.constantFrom('a', 'b', '.', '@', ' ', '\t', 'é', '-'), maxLength: 24 });

  it('accepts and refuses exactly what the first pattern did', () => {
    fc.assert(
      fc.property(addressLike, (s) => EMAIL_PATTERN.test(s) === QUADRATIC.test(s)),
      { numRuns: 3000 },
    );
  });

  it('never runs on an address longer than 254 characters, however it is built', () => {
    const long = fc
      .tuple(addressLike, fc.integer({ min: 255, max: 3000 }), addressLike)
      .map(([a, n, b]) => `${a}${'.'.repeat(n)}${b}`);
    fc.assert(
      fc.property(long, (address) => {
        seen = [];
        const r = emailSchema.safeParse(address);
        if (address.trim().length <= 254) return true;
        return !r.success && r.error.issues.length === 1 && Math.max(0, ...seen) <= 254;
      }),
      { numRuns: 300 },
    );
  });
});

describe('text defects', () => {
  /** Text the encoders accept: encodeURIComponent refuses half of a surrogate pair. */
  const wellFormed = (s: string) => {
    try {
      encodeURIComponent(s);
      return true;
    } catch {
      return false;
    }
  };

  it('finds a NUL or half of a surrogate pair exactly where they are', () => {
    const unit = fc.constantFrom('a', '\u0000', '\ud83d', '\ude00', '\ud800', '\udfff', 'é', ' ');
    fc.assert(
      fc.property(fc.string({ unit, maxLength: 12 }), (s) => {
        const found = textDefect(s);
        if (found === null) return !s.includes('\u0000') && wellFormed(s);
        return found === 'nul' ? s.includes('\u0000') : !wellFormed(s);
      }),
      { numRuns: 3000 },
    );
    expect(textDefect('a\u0000')).toBe('nul');
    expect(textDefect('😀 fine')).toBeNull();
  });

  it.each([
    ['a NUL in a search', inboxQuerySchema, { q: 'ab\u0000' }, 'q', TEXT_MESSAGES.nul],
    [
      'half a pair in a reply',
      inquiryReplyRequestSchema,
      { subject: 'Hi \ud800', message: 'x' },
      'subject',
      TEXT_MESSAGES.brokenCharacter,
    ],
    [
      'a lone low half in a form field',
      registrationFormSchema,
      { occupation: '\udc00 nurse' },
      'occupation',
      TEXT_MESSAGES.brokenCharacter,
    ],
    ['a NUL in an audit filter', auditQuerySchema, { recordId: '\u0000' }, 'recordId', TEXT_MESSAGES.nul],
  ] as [string, z.ZodType, unknown, string, string][])('refuses %s', (_what, schema, input, field, message) => {
    const result = schema.safeParse(input);
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([[field, message]]);
  });

  it('keeps text with whole pairs (emoji) and ordinary accents', () => {
    expect(inquiryReplyRequestSchema.parse({ subject: 'Félicitations 👑', message: 'Bravo 🎉' }).subject).toBe(
      'Félicitations 👑',
    );
  });
});

describe('the registration settings', () => {
  it('answers a body that is not an object with a message, not an exception', () => {
    for (const body of [null, 'text', 42, []]) {
      const result = registrationSettingsUpdateSchema.safeParse(body);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.code).toBe('invalid_type');
    }
  });
});

describe('a subject is one line', () => {
  it('turns each run of line breaks, with the spaces around it, into one space', () => {
    expect(onOneLine('Hi\r\nBcc: x@example.com')).toBe('Hi Bcc: x@example.com');
    expect(onOneLine('a \r\n\r\n  b\u2028c\u0085d\re')).toBe('a b c d e');
    for (const schema of [bulkEmailDraftSchema.shape.subject, inquiryReplyRequestSchema.shape.subject]) {
      expect(schema.parse('  News\n for you \r\n')).toBe('News for you');
    }
  });
});
