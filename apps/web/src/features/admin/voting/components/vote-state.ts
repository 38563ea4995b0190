import type { AdminFanVote } from '@cq/shared';
import type { MessageDescriptor } from '#web/i18n/message-descriptor';
import { votingMessages as m } from '../messages';

export const STATE_LABELS: Record<AdminFanVote['state'], MessageDescriptor> = {
  scheduled: m.stateScheduled,
  open: m.stateOpen,
  closed: m.stateClosed,
};
