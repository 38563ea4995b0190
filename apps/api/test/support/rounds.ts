import { DEFAULT_SCALE, type RoundRules } from '@cq/shared';

/** The simplest rules a round can have: one interview, scored on the usual scale, one delegate going on. */
export const interviewOnlyRules = (): RoundRules => ({
  segments: [{ key: 'interview', name: 'Interview', weight: 100 }],
  scale: DEFAULT_SCALE,
  dropHighLow: false,
  advanceCount: 1,
  tieBreakSegment: 'interview',
});
