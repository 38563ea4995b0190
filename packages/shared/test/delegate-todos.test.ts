import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { todoAppliesTo, todoInputSchema, todoReminderStage, todoState } from '../src/delegates/todos';

const DAY = 86_400_000;
const deadline = new Date('2026-06-10T12:00:00.000Z');
const before = (ms: number) => new Date(deadline.getTime() - ms);

describe('todoState', () => {
  it('is done once completed, even after the deadline; otherwise due until the deadline, then late', () => {
    expect(todoState(deadline, new Date('2026-06-11T00:00:00Z'), new Date('2026-06-12T00:00:00Z'))).toBe('done');
    expect(todoState(deadline, null, before(1))).toBe('due');
    expect(todoState(deadline, null, deadline)).toBe('late');
    expect(todoState(deadline, null, before(-1))).toBe('late');
  });
});

describe('todoAppliesTo', () => {
  it("reaches every delegate when it names no continent, else only that continent's", () => {
    expect(todoAppliesTo(null, 'Africa')).toBe(true);
    expect(todoAppliesTo(null, null)).toBe(true);
    expect(todoAppliesTo('Africa', 'Africa')).toBe(true);
    expect(todoAppliesTo('Africa', 'Europe')).toBe(false);
    expect(todoAppliesTo('Africa', null)).toBe(false);
  });
});

describe('todoReminderStage', () => {
  it('is none more than 7 days before, the 7-day reminder from then, the 1-day one from a day before, none after', () => {
    expect(todoReminderStage(deadline, before(7 * DAY + 1))).toBeNull();
    expect(todoReminderStage(deadline, before(7 * DAY))).toBe(7);
    expect(todoReminderStage(deadline, before(DAY + 1))).toBe(7);
    expect(todoReminderStage(deadline, before(DAY))).toBe(1);
    expect(todoReminderStage(deadline, before(1))).toBe(1);
    expect(todoReminderStage(deadline, deadline)).toBeNull();
    expect(todoReminderStage(deadline, before(-DAY))).toBeNull();
  });

  it('never goes back to an earlier stage as time passes', () => {
    fc.assert(
      fc.property(fc.integer({ min: -2 * DAY, max: 10 * DAY }), fc.integer({ min: 0, max: 10 * DAY }), (left, wait) => {
        const first = todoReminderStage(deadline, before(left));
        const later = todoReminderStage(deadline, before(left - wait));
        if (first !== null && later !== null) expect(later).toBeLessThanOrEqual(first);
      }),
    );
  });
});

describe('todoInputSchema', () => {
  const valid = {
    title: 'Passport copy',
    description: '',
    kind: 'file',
    deadline: '2026-06-10T12:00:00.000Z',
    continent: null,
  };
  it('takes an item for every delegate or one continent, and refuses an unknown kind or continent', () => {
    expect(todoInputSchema.safeParse(valid).success).toBe(true);
    expect(todoInputSchema.safeParse({ ...valid, continent: 'Europe' }).success).toBe(true);
    expect(todoInputSchema.safeParse({ ...valid, continent: 'Atlantis' }).success).toBe(false);
    expect(todoInputSchema.safeParse({ ...valid, kind: 'dance' }).success).toBe(false);
    expect(todoInputSchema.safeParse({ ...valid, title: '   ' }).success).toBe(false);
    expect(todoInputSchema.safeParse({ ...valid, deadline: '2026-06-10' }).success).toBe(false);
  });
});
