import type { RoundStatus } from '@cq/shared';

/** A round's status as the back office names it. */
export const ROUND_STATUS_LABELS: Record<RoundStatus, string> = {
  draft: 'Being set up',
  open: 'Open for scoring',
  closed: 'Scoring closed',
  published: 'Published',
};
