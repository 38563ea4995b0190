import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  AGE_MESSAGES,
  emptyRegistrationForm,
  isBlank,
  LAST_STEP,
  REGISTRATION_STEPS,
  STEP_COUNT,
  stepOfField,
  stepPercent,
  validateRegistrationForm,
  validateStep,
} from '../src/registration';
import { completeForm, TODAY, withValue } from './support/registration-form';
import { STEP_TITLES_IN_ORDER } from './support/registration-steps';

describe('the eight steps of the portal form', () => {
  it('run from Personal Info to Review & Submit, in order', () => {
    expect(REGISTRATION_STEPS.map((s) => s.title)).toEqual(STEP_TITLES_IN_ORDER);
    expect(STEP_COUNT).toBe(8);
    expect(LAST_STEP).toBe(7);
  });

  it('report step percent as (n+1)/8', () => {
    expect([0, 1, 3, 7].map(stepPercent)).toEqual([13, 25, 50, 100]);
  });
});

describe('step validators on an empty form', () => {
  const empty = emptyRegistrationForm();
  const errorsOf = (step: number) => validateStep(step, empty, TODAY).errors;

  it('Personal Info', () => {
    expect(errorsOf(0)).toEqual({
      dob: 'Date of birth is required',
      gender: 'Gender is required',
      nationality: 'Nationality is required',
      residence: 'Country of residence is required',
      address: 'Address is required',
      continent: 'Continent is required',
    });
  });
  it('Physical Details', () => {
    expect(errorsOf(1)).toEqual({
      height: 'Height is required',
      weight: 'Weight is required',
      hairColor: 'Hair color is required',
      eyeColor: 'Eye color is required',
    });
  });
  it('Background', () => {
    expect(errorsOf(2)).toEqual({
      maritalStatus: 'Marital status is required',
      hasChildren: 'Please indicate if you have children',
      occupation: 'Occupation is required',
      languages: 'At least one language is required',
      education: 'Education information is required',
    });
  });
  it('Experience has no required field', () => {
    expect(errorsOf(3)).toEqual({});
  });
  it('Platform', () => {
    expect(errorsOf(4)).toEqual({
      'platform.cause': 'Platform cause is required',
      'platform.description': 'Platform description is required',
    });
  });
  it('Social & Contact', () => {
    expect(errorsOf(5)).toEqual({
      'socialMedia.instagram': 'Instagram handle is required',
      'emergencyContact.name': 'Emergency contact name is required',
      'emergencyContact.relationship': 'Emergency contact relationship is required',
      'emergencyContact.phone': 'Emergency contact phone is required',
      'emergencyContact.email': 'Emergency contact email is required',
    });
  });
  it('Media & Documents (the video is optional)', () => {
    expect(errorsOf(6)).toEqual({
      headshot: 'Headshot is required',
      fullBody: 'Full body photo is required',
      birthCertificate: 'Birth certificate is required',
    });
  });
  it('Review & Submit', () => {
    expect(errorsOf(7)).toEqual({
      sponsorshipAcknowledged: 'Please acknowledge the sponsorship requirement',
      termsAccepted: 'You must accept the terms and conditions',
      informationAccurate: 'You must confirm information accuracy',
    });
  });
});

const REQUIRED_TEXT: ReadonlyArray<readonly [string, number]> = [
  ['gender', 0],
  ['nationality', 0],
  ['residence', 0],
  ['address', 0],
  ['continent', 0],
  ['height', 1],
  ['weight', 1],
  ['hairColor', 1],
  ['eyeColor', 1],
  ['maritalStatus', 2],
  ['hasChildren', 2],
  ['occupation', 2],
  ['platform.cause', 4],
  ['platform.description', 4],
  ['socialMedia.instagram', 5],
  ['emergencyContact.name', 5],
  ['emergencyContact.relationship', 5],
  ['emergencyContact.phone', 5],
  ['emergencyContact.email', 5],
];

describe('rules as properties', () => {
  it('a complete form passes every step', () => {
    const result = validateRegistrationForm(completeForm(), TODAY);
    expect(result.errors).toEqual({});
    expect(result.firstInvalidStep).toBeNull();
  });

  it('blanking one required text field (spaces only, or the number 0) fails exactly that field on its step', () => {
    const blank = fc.oneof(fc.constant(''), fc.stringMatching(/^[ \t\n]{1,5}$/), fc.constant(0));
    fc.assert(
      fc.property(fc.constantFrom(...REQUIRED_TEXT), blank, ([path, step], value) => {
        const form = withValue(completeForm(), path, value);
        const result = validateRegistrationForm(form, TODAY);
        expect(Object.keys(result.errors)).toEqual([path]);
        expect(result.firstInvalidStep).toBe(step);
        expect(stepOfField(path)).toBe(step);
      }),
    );
  });

  it('any non-blank text satisfies a required field', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(
          ...REQUIRED_TEXT.filter(
            ([p]) => !['gender', 'continent', 'maritalStatus', 'hasChildren', 'emergencyContact.email'].includes(p),
          ),
        ),
        fc.string({ minLength: 1, maxLength: 50 }).filter((s) => s.trim() !== ''),
        ([path, step], value) => {
          expect(validateStep(step, withValue(completeForm(), path, value), TODAY).errors).toEqual({});
        },
      ),
    );
  });

  it('an e-mail without the simple pattern is refused with its message', () => {
    const bad = fc.oneof(
      fc.stringMatching(/^[a-z]{1,8}$/),
      fc.stringMatching(/^[a-z]{1,5}@[a-z]{1,5}$/),
      fc.stringMatching(/^[a-z]{1,3} [a-z]{1,3}@[a-z]{1,3}\.[a-z]{2}$/),
    );
    fc.assert(
      fc.property(bad, (email) => {
        const errors = validateStep(5, withValue(completeForm(), 'emergencyContact.email', email), TODAY).errors;
        expect(errors).toEqual({ 'emergencyContact.email': 'Please enter a valid email address' });
      }),
    );
  });

  it('lists need at least one entry; files and acknowledgements must be present', () => {
    expect(validateStep(2, withValue(completeForm(), 'languages', []), TODAY).errors).toEqual({
      languages: 'At least one language is required',
    });
    expect(validateStep(6, withValue(completeForm(), 'video', null), TODAY).errors).toEqual({});
    expect(validateStep(6, withValue(completeForm(), 'fullBody', null), TODAY).errors).toEqual({
      fullBody: 'Full body photo is required',
    });
    expect(validateStep(7, withValue(completeForm(), 'termsAccepted', false), TODAY).errors).toEqual({
      termsAccepted: 'You must accept the terms and conditions',
    });
  });

  it('an under-18 date of birth blocks step 0; outside 20–26 only warns', () => {
    const young = validateStep(0, withValue(completeForm(), 'dob', '2010-05-05'), TODAY);
    expect(young.errors).toEqual({ dob: AGE_MESSAGES.tooYoung });
    const older = validateStep(0, withValue(completeForm(), 'dob', '1990-05-05'), TODAY);
    expect(older.errors).toEqual({});
    expect(older.warnings).toEqual({ dob: AGE_MESSAGES.outsideRecommended });
  });
});

describe('isBlank', () => {
  it('treats trimmed-empty strings and the number 0 as blank', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\s*$/), (s) => {
        expect(isBlank(s)).toBe(true);
      }),
    );
    expect(isBlank(0)).toBe(true);
    expect(isBlank(null)).toBe(true);
    expect(isBlank(undefined)).toBe(true);
    fc.assert(
      fc.property(
        fc.integer().filter((n) => n !== 0),
        (n) => {
          expect(isBlank(n)).toBe(false);
        },
      ),
    );
  });
});
