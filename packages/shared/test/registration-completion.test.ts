import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  COMPLETION_FIELD_COUNT,
  completionTier,
  emptyRegistrationForm,
  formCompletion,
  missingCompletionFields,
} from '../src/registration';
import { completeForm, formArb, withValue } from './support/registration-form';

/** How to un-fill each of the 41 tracked fields of a complete form. */
const UNFILL: Record<string, unknown> = {
  dob: '',
  gender: '',
  nationality: ' ',
  residence: '',
  address: '',
  continent: '',
  height: '',
  weight: 0,
  hairColor: '',
  eyeColor: '',
  'measurements.bust': '',
  'measurements.waist': '',
  'measurements.hips': '',
  maritalStatus: '',
  hasChildren: '',
  occupation: '',
  languages: [],
  education: [],
  pageantExperience: [],
  skills: [],
  achievements: [],
  'talent.category': '',
  'talent.description': '',
  'platform.cause': '',
  'platform.description': '',
  'platform.goals': [],
  'platform.experience': '',
  'socialMedia.instagram': '',
  'emergencyContact.name': '',
  'emergencyContact.relationship': '',
  'emergencyContact.phone': '',
  'emergencyContact.email': '',
  headshot: null,
  fullBody: null,
  video: null,
  birthCertificate: null,
  moralCharacter: '',
  healthFitness: '',
  sponsorshipAcknowledged: false,
  termsAccepted: false,
  informationAccurate: false,
};

describe('form completion (41 fields)', () => {
  it('tracks exactly 41 fields', () => {
    expect(COMPLETION_FIELD_COUNT).toBe(41);
    expect(Object.keys(UNFILL)).toHaveLength(41);
    expect(missingCompletionFields(emptyRegistrationForm()).sort()).toEqual(Object.keys(UNFILL).sort());
  });

  it('is 0 for an empty form and 100 for a complete one', () => {
    expect(formCompletion(emptyRegistrationForm())).toBe(0);
    expect(formCompletion(completeForm())).toBe(100);
  });

  it('is the rounded share of filled fields, each weight 1', () => {
    const paths = Object.keys(UNFILL);
    fc.assert(
      fc.property(fc.subarray(paths), (removed) => {
        let form = completeForm();
        for (const path of removed) form = withValue(form, path, UNFILL[path]);
        expect(formCompletion(form)).toBe(Math.round(((41 - removed.length) / 41) * 100));
        expect(missingCompletionFields(form).sort()).toEqual([...removed].sort());
      }),
    );
  });

  it('reaches 100 only when every field is filled', () => {
    fc.assert(
      fc.property(formArb, (form) => {
        expect(formCompletion(form) === 100).toBe(missingCompletionFields(form).length === 0);
      }),
    );
  });

  it('ignores ethnicity and the social handles other than Instagram', () => {
    fc.assert(
      fc.property(formArb, fc.string({ maxLength: 20 }), (form, value) => {
        let changed = withValue(form, 'ethnicity', value);
        for (const handle of ['facebook', 'twitter', 'tiktok', 'youtube']) {
          changed = withValue(changed, `socialMedia.${handle}`, value);
        }
        expect(formCompletion(changed)).toBe(formCompletion(form));
      }),
    );
  });
});

describe('completion messages and bar colour tiers', () => {
  it('change at 25, 50, 75 and 100', () => {
    const cases: Array<[number, string, string]> = [
      [0, 'empty', "Let's get started! Fill out the required fields."],
      [24, 'empty', "Let's get started! Fill out the required fields."],
      [25, 'started', 'Good start! Continue filling out the form.'],
      [49, 'started', 'Good start! Continue filling out the form.'],
      [50, 'half', "You're halfway there! Keep going."],
      [74, 'half', "You're halfway there! Keep going."],
      [75, 'almost', 'Almost there! Just a few more fields to go.'],
      [99, 'almost', 'Almost there! Just a few more fields to go.'],
      [100, 'complete', 'All fields completed! Ready to submit.'],
    ];
    for (const [percent, tier, message] of cases) expect(completionTier(percent)).toEqual({ tier, message });
  });

  it('never goes down a tier as the percent rises', () => {
    const order = ['empty', 'started', 'half', 'almost', 'complete'];
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100 }), fc.integer({ min: 0, max: 100 }), (a, b) => {
        const [lo, hi] = a <= b ? [a, b] : [b, a];
        expect(order.indexOf(completionTier(hi).tier)).toBeGreaterThanOrEqual(order.indexOf(completionTier(lo).tier));
      }),
    );
  });
});
