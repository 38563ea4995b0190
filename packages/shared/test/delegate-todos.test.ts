import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  pastDeadlineNeedsConsent,
  todoAppliesTo,
  todoInputSchema,
  todoReaches,
  todoReminderStage,
  todoState,
} from '../src/delegates/todos';

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

describe('todoState under review', () => {
  it('reads a send as waiting or sent back until accepted, whatever the deadline; accepted is done', () => {
    const sent = new Date('2026-06-09T00:00:00Z');
    expect(todoState(deadline, sent, before(-DAY), 'waiting')).toBe('waiting');
    expect(todoState(deadline, sent, before(DAY), 'sent-back')).toBe('sent-back');
    expect(todoState(deadline, sent, before(-DAY), 'accepted')).toBe('done');
    expect(todoState(deadline, null, before(-DAY), 'waiting')).toBe('late');
  });
});

describe('todoReaches', () => {
  it('reaches only the chosen delegates when some are chosen, else every delegate or the continent', () => {
    const ama = { contestantId: 'a', continent: 'Africa' };
    const cleo = { contestantId: 'c', continent: 'Europe' };
    fc.assert(
      fc.property(fc.constantFrom(null, 'Africa', 'Europe'), (continent) => {
        expect(todoReaches({ continent, delegates: ['c'] }, ama)).toBe(false);
        expect(todoReaches({ continent, delegates: ['c'] }, cleo)).toBe(true);
        expect(todoReaches({ continent, delegates: [] }, ama)).toBe(todoAppliesTo(continent, 'Africa'));
      }),
    );
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

describe('a deadline already past', () => {
  const now = new Date('2026-05-10T12:00:00.000Z');
  it('asks staff to confirm a new item, or a deadline moved, that is already past', () => {
    expect(pastDeadlineNeedsConsent(new Date('2026-05-09T12:00:00.000Z'), now)).toBe(true);
    expect(pastDeadlineNeedsConsent(now, now)).toBe(true);
    expect(pastDeadlineNeedsConsent(new Date('2026-05-10T12:01:00.000Z'), now)).toBe(false);
    const before = new Date('2026-05-01T00:00:00.000Z');
    expect(pastDeadlineNeedsConsent(new Date('2026-05-02T00:00:00.000Z'), now, before)).toBe(true);
  });

  it('asks nothing when an item keeps the past deadline it had, or the date cannot be read', () => {
    const before = new Date('2026-05-01T00:00:00.000Z');
    expect(pastDeadlineNeedsConsent(new Date(before), now, before)).toBe(false);
    expect(pastDeadlineNeedsConsent(new Date('not a date'), now)).toBe(false);
  });
});
