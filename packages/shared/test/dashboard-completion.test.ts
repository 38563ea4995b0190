import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DASHBOARD_COMPLETION_GROUPS, dashboardCompletion, emptyRegistrationForm } from '../src/registration';
import { completeForm, formArb, withValue } from './support/registration-form';

/** How to un-fill each item of a complete form: [group, path, blank value]. */
const UNFILL: Array<[string, string, unknown]> = [
  ['personal', 'dob', ''],
  ['personal', 'gender', ''],
  ['personal', 'nationality', '  '],
  ['personal', 'residence', ''],
  ['personal', 'address', ''],
  ['personal', 'continent', ''],
  ['physical', 'height', ''],
  ['physical', 'weight', 0],
  ['physical', 'hairColor', ''],
  ['physical', 'eyeColor', ''],
  ['physical', 'measurements.waist', ''],
  ['physical', 'healthFitness', ''],
  ['background', 'maritalStatus', ''],
  ['background', 'hasChildren', ''],
  ['background', 'occupation', ''],
  ['background', 'languages', []],
  ['background', 'education', []],
  ['background', 'moralCharacter', ''],
  ['experience', 'pageantExperience', []],
  ['experience', 'skills', []],
  ['experience', 'achievements', []],
  ['experience', 'talent.description', ''],
  ['platform', 'platform.goals', []],
  ['social', 'socialMedia.instagram', ''],
  ['social', 'emergencyContact.email', ''],
  ['media', 'headshot', null],
  ['media', 'fullBody', null],
  ['media', 'birthCertificate', null],
];

const ITEMS_PER_GROUP = Object.fromEntries(
  DASHBOARD_COMPLETION_GROUPS.map((g) => [g.id, Object.keys(g.items).length]),
) as Record<string, number>;
const WEIGHT = Object.fromEntries(DASHBOARD_COMPLETION_GROUPS.map((g) => [g.id, g.weight])) as Record<string, number>;

describe('dashboard completion (weighted groups)', () => {
  it('has seven groups with weights 15/15/15/15/15/10/15 summing to 100', () => {
    expect(DASHBOARD_COMPLETION_GROUPS.map((g) => [g.id, g.weight])).toEqual([
      ['personal', 15],
      ['physical', 15],
      ['background', 15],
      ['experience', 15],
      ['platform', 15],
      ['social', 10],
      ['media', 15],
    ]);
    expect(DASHBOARD_COMPLETION_GROUPS.reduce((sum, g) => sum + g.weight, 0)).toBe(100);
  });

  it('is 0 for an empty form and 100 for a complete one', () => {
    expect(dashboardCompletion(emptyRegistrationForm()).percent).toBe(0);
    expect(dashboardCompletion(completeForm()).percent).toBe(100);
  });

  it('does not count the optional video: a complete registration without one is at 100', () => {
    const form = withValue(completeForm(), 'video', null);
    expect(dashboardCompletion(form).percent).toBe(100);
    const media = dashboardCompletion(withValue(form, 'headshot', null)).groups.find((g) => g.id === 'media');
    expect(media).toMatchObject({ filled: 2, total: 3 });
  });

  it('scales each group by the share of its filled items', () => {
    fc.assert(
      fc.property(fc.subarray(UNFILL), (removed) => {
        let form = completeForm();
        for (const [, path, value] of removed) form = withValue(form, path, value);
        const missing: Record<string, number> = {};
        for (const [group] of removed) missing[group] = (missing[group] ?? 0) + 1;
        const expected = Object.keys(WEIGHT).reduce((sum, id) => {
          const total = ITEMS_PER_GROUP[id] as number;
          return sum + ((WEIGHT[id] as number) * (total - (missing[id] ?? 0))) / total;
        }, 0);
        const result = dashboardCompletion(form);
        expect(result.percent).toBe(Math.round(expected));
        for (const group of result.groups) expect(group.filled).toBe(group.total - (missing[group.id] ?? 0));
      }),
    );
  });

  it('counts measurements, talent, platform and the emergency contact only when every part is there', () => {
    const parts: Array<[string, string]> = [
      ['physical', 'measurements.bust'],
      ['physical', 'measurements.hips'],
      ['experience', 'talent.category'],
      ['platform', 'platform.cause'],
      ['platform', 'platform.description'],
      ['social', 'emergencyContact.name'],
      ['social', 'emergencyContact.phone'],
    ];
    for (const [group, path] of parts) {
      const result = dashboardCompletion(withValue(completeForm(), path, ''));
      expect(result.groups.find((g) => g.id === group)?.filled, path).toBe((ITEMS_PER_GROUP[group] as number) - 1);
    }
    // The relationship is not one of the emergency contact's required parts.
    expect(dashboardCompletion(withValue(completeForm(), 'emergencyContact.relationship', '')).percent).toBe(100);
  });

  it('stays within 0–100, reaches 100 only when complete, and never drops when an item is filled', () => {
    fc.assert(
      fc.property(formArb, fc.constantFrom(...UNFILL), (form, [, path]) => {
        const result = dashboardCompletion(form);
        expect(result.percent).toBeGreaterThanOrEqual(0);
        expect(result.percent).toBeLessThanOrEqual(100);
        expect(result.percent === 100).toBe(result.groups.every((g) => g.filled === g.total));
        const filledValue = valueAt(completeForm(), path);
        expect(dashboardCompletion(withValue(form, path, filledValue)).percent).toBeGreaterThanOrEqual(result.percent);
      }),
    );
  });

  it('ignores ethnicity, the other social handles and the acknowledgements', () => {
    fc.assert(
      fc.property(formArb, fc.boolean(), (form, flag) => {
        let changed = withValue(form, 'ethnicity', flag ? 'Maasai' : '');
        changed = withValue(changed, 'socialMedia.tiktok', flag ? '@me' : '');
        changed = withValue(changed, 'termsAccepted', flag);
        expect(dashboardCompletion(changed).percent).toBe(dashboardCompletion(form).percent);
      }),
    );
  });
});

function valueAt(form: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], form);
}
