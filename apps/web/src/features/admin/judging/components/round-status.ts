import type { RoundStatus } from '@cq/shared';
import type { MessageDescriptor } from '#web/i18n/message-descriptor';
import { judgingAdminMessages as m } from '../messages';

/** A round's status as the back office names it. */
export const ROUND_STATUS_MESSAGES: Record<RoundStatus, MessageDescriptor> = {
  draft: m.statusDraft,
  open: m.statusOpen,
  closed: m.statusClosed,
  published: m.statusPublished,
};
