import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  contestantListQuerySchema,
  decisionBodySchema,
  diffRegistrationForms,
  formatFieldValue,
  REGISTRATION_FIELD_PATHS,
  REVIEW_SECTIONS,
} from '../src/admin';
import { emptyRegistrationForm } from '../src/registration';
import { completeForm, formArb, withValue } from './support/registration-form';

/** Every leaf path of a form: nested objects are walked, lists and files are one value each. */
function leaves(value: unknown, prefix = ''): string[] {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    return Object.entries(value).flatMap(([k, v]) => leaves(v, prefix ? `${prefix}.${k}` : k));
  }
  return [prefix];
}

/** The same value with every object's keys in reverse order, as a JSONB round trip may leave them. */
function reverseKeys<T>(value: T): T {
  if (Array.isArray(value)) return value.map(reverseKeys) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .reverse()
        .map(([k, v]) => [k, reverseKeys(v)]),
    ) as T;
  }
  return value;
}

describe('the reviewer’s field list', () => {
  it('names every field of the form, so no change goes unseen', () => {
    expect([...REGISTRATION_FIELD_PATHS].sort()).toEqual(leaves(emptyRegistrationForm()).sort());
  });

  it('puts each field in exactly one of the eight steps', () => {
    expect(REVIEW_SECTIONS).toHaveLength(8);
    const all = REVIEW_SECTIONS.flatMap((s) => s.fields);
    expect(all.sort()).toEqual([...REGISTRATION_FIELD_PATHS].sort());
  });

  it('writes values as a reader would', () => {
    const form = completeForm();
    expect(formatFieldValue('languages', form.languages)).toBe('English (fluent)');
    expect(formatFieldValue('headshot', form.headshot)).toBe('headshot.jpg');
    expect(formatFieldValue('termsAccepted', true)).toBe('Yes');
    expect(formatFieldValue('ethnicity', '')).toBeNull();
    expect(formatFieldValue('skills', [])).toBeNull();
    expect(formatFieldValue('dob', '2002-03-14')).toBe('14 March 2002');
  });
});

describe('diffRegistrationForms', () => {
  it('finds nothing between a form and itself (or a copy with keys in another order)', () => {
    fc.assert(
      fc.property(formArb, (form) => {
        expect(diffRegistrationForms(form, form)).toEqual([]);
        expect(diffRegistrationForms(form, reverseKeys(form))).toEqual([]);
      }),
    );
  });

  it('finds a change exactly when two forms differ', () => {
    fc.assert(
      fc.property(formArb, formArb, (a, b) => {
        const same = JSON.stringify(a) === JSON.stringify(b);
        expect(diffRegistrationForms(a, b).length === 0).toBe(same);
      }),
    );
  });

  it('names the nested field that changed, with its label and both values', () => {
    const before = completeForm();
    const after = withValue(withValue(before, 'measurements.waist', '62'), 'ethnicity', '');
    expect(diffRegistrationForms(before, after)).toEqual([
      { field: 'ethnicity', label: 'Ethnicity', before: 'Kikuyu', after: null },
      { field: 'measurements.waist', label: 'Waist', before: '64', after: '62' },
    ]);
  });

  it('treats a list as one field and a replaced file of the same name as a change', () => {
    const before = completeForm();
    const headshot = { ...before.headshot, _id: '4f0e2c6c-0e4c-4d9c-9e95-6f4a7d7a0e55' };
    const after = withValue(withValue(before, 'skills', ['Public speaking', 'Debate']), 'headshot', headshot);
    expect(diffRegistrationForms(before, after)).toEqual([
      { field: 'skills', label: 'Skills', before: 'Public speaking', after: 'Public speaking; Debate' },
      { field: 'headshot', label: 'Headshot', before: 'headshot.jpg', after: 'headshot.jpg (new file)' },
    ]);
  });
});

describe('request schemas', () => {
  it('reads empty filters as "any" and keeps the dates in order', () => {
    expect(contestantListQuerySchema.parse({ status: '', q: '', page: '2' })).toMatchObject({ page: 2, pageSize: 25 });
    const wrongWay = contestantListQuerySchema.safeParse({ submittedFrom: '2026-03-10', submittedTo: '2026-03-01' });
    expect(wrongWay.error?.issues[0]).toMatchObject({ path: ['submittedTo'] });
    expect(contestantListQuerySchema.safeParse({ submittedFrom: '2026-02-30' }).success).toBe(false);
  });

  it('requires a message to send a registration back', () => {
    const result = decisionBodySchema.safeParse({ decision: 'reject', message: '  ', version: 3 });
    expect(result.error?.issues[0]).toMatchObject({
      path: ['message'],
      message: 'Write a message telling the contestant what needs attention.',
    });
    expect(decisionBodySchema.safeParse({ decision: 'approve', version: 3 }).success).toBe(true);
  });
});
