import type { TodoState } from '@cq/shared';

/** Each item's state for one delegate, as the back office names it. */
export const STATE_LABELS: Record<TodoState, string> = {
  done: 'Done',
  waiting: 'Waiting for review',
  'sent-back': 'Sent back',
  due: 'Due',
  late: 'Late',
};
