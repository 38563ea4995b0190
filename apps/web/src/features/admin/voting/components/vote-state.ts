import type { AdminFanVote } from '@cq/shared';

export const STATE_LABELS: Record<AdminFanVote['state'], string> = {
  scheduled: 'Not open yet',
  open: 'Open',
  closed: 'Closed',
};
