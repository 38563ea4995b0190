import type { ConsentRecord } from '@cq/shared';
import { useQuery } from '@tanstack/react-query';
import { ConsentList } from '#web/components/consent-list';
import { useT } from '#web/i18n/locale-context';
import { api } from '#web/lib/api-client';
import { userKeys } from '../api/keys';
import { usersMessages as m } from '../messages';

/** What the user agreed to, with versions and dates (and withdrawals): the record staff answer privacy questions from. */
export function UserAgreements({ userId }: { userId: string }) {
  const t = useT();
  const { data, isError } = useQuery({
    queryKey: [...userKeys.detail(userId), 'consents'],
    queryFn: async () =>
      (await api.get<{ consents: ConsentRecord[] }>(`/admin/users/${userId}/consents`)).data.consents,
  });
  if (isError) return <p className="text-sm text-status-rejected">{t(m.agreementsFailed)}</p>;
  if (!data) return <p className="text-sm text-muted">{t(m.loading)}</p>;
  return <ConsentList consents={data} empty={t(m.noAgreements)} />;
}
