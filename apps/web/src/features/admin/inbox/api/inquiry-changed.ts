import type { InquiryDetail } from '@cq/shared';
import type { QueryClient } from '@tanstack/react-query';
import { inboxKeys, overviewKey } from './keys';

/** After a change to one message: its detail from the answer, the lists and the overview's counts read again. */
export async function inquiryChanged(client: QueryClient, inquiry: InquiryDetail): Promise<void> {
  client.setQueryData(inboxKeys.detail(inquiry.type, inquiry._id), inquiry);
  await Promise.all([
    client.invalidateQueries({ queryKey: [...inboxKeys.all, 'list'] }),
    client.invalidateQueries({ queryKey: overviewKey }),
  ]);
}
