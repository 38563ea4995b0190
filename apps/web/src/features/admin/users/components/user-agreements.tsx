import type { ConsentRecord } from '@cq/shared';
import { useQuery } from '@tanstack/react-query';
import { ConsentList } from '../../../../components/consent-list';
import { api } from '../../../../lib/api-client';
import { userKeys } from '../api/keys';

/** What the user agreed to, with versions and dates (and withdrawals): the record staff answer privacy questions from. */
export function UserAgreements({ userId }: { userId: string }) {
  const { data, isError } = useQuery({
    queryKey: [...userKeys.detail(userId), 'consents'],
    queryFn: async () =>
      (await api.get<{ consents: ConsentRecord[] }>(`/admin/users/${userId}/consents`)).data.consents,
  });
  if (isError) return <p className="text-sm text-status-rejected">The agreements could not be loaded.</p>;
  if (!data) return <p className="text-sm text-muted">Loading…</p>;
  return <ConsentList consents={data} empty="No agreements recorded." />;
}
