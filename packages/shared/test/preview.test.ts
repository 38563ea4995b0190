import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ageFrom,
  COUNTRIES,
  clampStep,
  completionMessage,
  emptyDraft,
  filterOptions,
  nationalityLabel,
  PREVIEW_REQUIRED_ITEMS,
  previewCompletion,
  type RegistrationDraft,
  stepProgress,
} from '../src';

function fullDraft(): RegistrationDraft {
  const d = emptyDraft();
  Object.assign(d, {
    dob: '2000-04-12',
    gender: 'Female',
    nationality: 'Kenyan (Kenya)',
    residence: 'Kenya',
    address: '12 Riverside Drive, Nairobi',
    continent: 'Africa',
    height: '5.8',
    weight: '60',
    hairColor: 'Black',
    eyeColor: 'Brown',
    maritalStatus: 'Single',
    hasChildren: 'No',
    occupation: 'Nurse',
    languages: [{ language: 'Swahili', proficiency: 'native' }],
    education: [{ institution: 'University of Nairobi', degree: 'BSc', field: 'Nursing', year: 2022 }],
    sponsorshipAcknowledged: true,
    termsAccepted: true,
    informationAccurate: true,
  });
  d.socialMedia.instagram = '@amani';
  Object.assign(d.emergencyContact, { name: 'Grace', relationship: 'Mother', phone: '+254700000000', email: 'g@x.ke' });
  return d;
}

describe('preview completion', () => {
  it('counts 23 items; ethnicity and the other networks are optional', () => {
    expect(PREVIEW_REQUIRED_ITEMS).toHaveLength(23);
    expect(previewCompletion(emptyDraft())).toBe(0);
    const d = fullDraft();
    expect(previewCompletion(d)).toBe(100);
    d.ethnicity = '';
    d.socialMedia.tiktok = '';
    expect(previewCompletion(d)).toBe(100);
    d.languages = [];
    expect(previewCompletion(d)).toBe(Math.round((22 / 23) * 100));
    d.dob = '   ';
    expect(previewCompletion(d)).toBe(Math.round((21 / 23) * 100));
  });

  it('gives the five bar texts at their thresholds', () => {
    expect(completionMessage(100)).toBe('All fields completed! Ready to submit.');
    expect(completionMessage(99)).toBe('Almost there! Just a few more fields to go.');
    expect(completionMessage(75)).toBe('Almost there! Just a few more fields to go.');
    expect(completionMessage(74)).toBe("You're halfway there! Keep going.");
    expect(completionMessage(50)).toBe("You're halfway there! Keep going.");
    expect(completionMessage(49)).toBe('Good start! Continue filling out the form.');
    expect(completionMessage(25)).toBe('Good start! Continue filling out the form.');
    expect(completionMessage(24)).toBe("Let's get started! Fill out the required fields.");
    expect(completionMessage(0)).toBe("Let's get started! Fill out the required fields.");
  });

  it('stays between 0 and 100 and grows as items are filled', () => {
    fc.assert(
      fc.property(fc.array(fc.boolean(), { minLength: 23, maxLength: 23 }), (mask) => {
        const full = fullDraft();
        const d = emptyDraft();
        // Copy the filled items chosen by the mask.
        const keep = PREVIEW_REQUIRED_ITEMS.map(([k], i) => (mask[i] ? k : null)).filter(Boolean);
        for (const key of keep) {
          const [a, b] = (key as string).split('.') as [keyof RegistrationDraft, string?];
          if (b) (d[a] as Record<string, unknown>)[b] = (full[a] as Record<string, unknown>)[b];
          else (d as unknown as Record<string, unknown>)[a] = full[a];
        }
        expect(previewCompletion(d)).toBe(Math.round((keep.length / 23) * 100));
      }),
    );
  });
});

describe('wizard steps', () => {
  it('clamps steps and reports (step+1)/5', () => {
    expect(clampStep(-1)).toBe(0);
    expect(clampStep(7)).toBe(4);
    expect(stepProgress(0)).toBe(20);
    expect(stepProgress(4)).toBe(100);
  });

  it('computes the age from the date of birth', () => {
    const today = new Date('2026-06-15T12:00:00Z');
    expect(ageFrom('2000-06-15', today)).toBe(26);
    expect(ageFrom('2000-06-16', today)).toBe(25);
    expect(ageFrom('2000-02-30', today)).toBeNull();
    expect(ageFrom('', today)).toBeNull();
    expect(ageFrom('2030-01-01', today)).toBeNull();
  });
});

describe('country list', () => {
  it('holds about 240 countries with a unique two-letter code and a demonym', () => {
    expect(COUNTRIES.length).toBeGreaterThanOrEqual(235);
    expect(new Set(COUNTRIES.map((c) => c.code)).size).toBe(COUNTRIES.length);
    expect(new Set(COUNTRIES.map((c) => c.demonym)).size).toBe(COUNTRIES.length);
    for (const c of COUNTRIES) {
      expect(c.code).toMatch(/^[A-Z]{2}$/);
      expect(c.demonym.length).toBeGreaterThan(2);
    }
  });

  it('filters by case-insensitive substring and labels nationality as Demonym (Country)', () => {
    const kenya = COUNTRIES.find((c) => c.code === 'KE');
    expect(kenya && nationalityLabel(kenya)).toBe('Kenyan (Kenya)');
    const hits = filterOptions(COUNTRIES, 'LAND', (c) => c.name).map((c) => c.name);
    expect(hits).toContain('Finland');
    expect(hits).toContain('New Zealand');
    expect(filterOptions(COUNTRIES, 'zzz', (c) => c.name)).toEqual([]);
    expect(filterOptions(COUNTRIES, '  ', (c) => c.name)).toHaveLength(COUNTRIES.length);
  });
});
