import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { emptyRegistrationForm, normaliseRegistrationForm, registrationFormSchema } from '../src/registration';
import { completeForm, formArb } from './support/registration-form';

describe('normalising a stored form (arrays and nested objects filled with defaults)', () => {
  it('turns anything into a whole, valid form without throwing', () => {
    fc.assert(
      fc.property(fc.anything(), (raw) => {
        const form = normaliseRegistrationForm(raw);
        expect(registrationFormSchema.safeParse(form).success).toBe(true);
      }),
    );
  });

  it('turns any partial JSON object of the right keys into a valid form', () => {
    const keys = Object.keys(emptyRegistrationForm());
    const partial = fc.dictionary(fc.constantFrom(...keys), fc.jsonValue(), { maxKeys: 12 });
    fc.assert(
      fc.property(partial, (raw) => {
        expect(registrationFormSchema.safeParse(normaliseRegistrationForm(raw)).success).toBe(true);
      }),
    );
  });

  it('is idempotent', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (raw) => {
        const once = normaliseRegistrationForm(raw);
        expect(normaliseRegistrationForm(once)).toEqual(once);
      }),
    );
  });

  it('leaves a well-formed form unchanged', () => {
    fc.assert(
      fc.property(formArb, (form) => {
        expect(normaliseRegistrationForm(form)).toEqual(form);
      }),
    );
    expect(normaliseRegistrationForm(completeForm())).toEqual(completeForm());
  });

  it('fills missing nested objects and lists with their defaults', () => {
    const form = normaliseRegistrationForm({ gender: 'Female', languages: null, emergencyContact: { name: 'Ann' } });
    expect(form.gender).toBe('Female');
    expect(form.languages).toEqual([]);
    expect(form.measurements).toEqual({ bust: '', waist: '', hips: '', unit: 'cm' });
    expect(form.emergencyContact).toEqual({
      name: 'Ann',
      relationship: '',
      phone: '',
      email: '',
      address: { street: '', city: '', state: '', country: '', postalCode: '' },
    });
    expect(form.platform.goals).toEqual([]);
    expect(form.headshot).toBeNull();
    expect(form.termsAccepted).toBe(false);
  });

  it('reads older shapes: booleans for hasChildren, numbers for text, years as text', () => {
    const form = normaliseRegistrationForm({
      hasChildren: false,
      height: 172,
      education: [{ institution: 'UCT', degree: 'BA', field: 'Law', year: '2019' }, {}],
      languages: [
        { language: '  ', proficiency: 'fluent' },
        { language: 'Zulu', proficiency: 'expert' },
      ],
      dob: '2001-04-05T00:00:00.000Z',
    });
    expect(form.hasChildren).toBe('No');
    expect(form.height).toBe('172');
    expect(form.education).toEqual([{ institution: 'UCT', degree: 'BA', field: 'Law', year: 2019 }]);
    expect(form.languages).toEqual([{ language: 'Zulu', proficiency: '' }]);
    expect(form.dob).toBe('2001-04-05');
  });

  it('a missing body parses to the empty form, whose unit defaults to cm', () => {
    expect(registrationFormSchema.parse({})).toEqual(emptyRegistrationForm());
    expect(emptyRegistrationForm().measurements.unit).toBe('cm');
    expect(normaliseRegistrationForm(undefined)).toEqual(emptyRegistrationForm());
  });
});
