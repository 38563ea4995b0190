import { DEFAULT_SCALE, type RoundRules } from '@cq/shared';

/** The simplest rules a round can have: one interview, scored on the usual scale, one delegate going on. */
export const interviewOnlyRules = (): RoundRules => ({
  segments: [{ key: 'interview', name: 'Interview', weight: 100 }],
  scale: DEFAULT_SCALE,
  dropHighLow: false,
  advanceCount: 1,
  tieBreakSegment: 'interview',
});

/** A round judged on an interview and an evening gown, the gown weighing what the interview leaves of 100. */
export const interviewAndGownRules = (interviewWeight: number): RoundRules => ({
  segments: [
    { key: 'interview', name: 'Interview', weight: interviewWeight },
    { key: 'gown', name: 'Evening gown', weight: 100 - interviewWeight },
  ],
  scale: DEFAULT_SCALE,
  dropHighLow: false,
  advanceCount: 1,
  tieBreakSegment: 'interview',
});
