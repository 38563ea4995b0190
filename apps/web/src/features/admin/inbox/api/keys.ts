import type { InquiryKind } from '@cq/shared';

/** The inbox's cache keys: a change to one message refreshes the lists and the overview's counts. */
export const inboxKeys = {
  all: ['admin', 'inquiries'] as const,
  list: (query: string) => ['admin', 'inquiries', 'list', query] as const,
  detail: (type: InquiryKind, id: string) => ['admin', 'inquiries', 'detail', type, id] as const,
};
export const overviewKey = ['admin', 'overview'] as const;
