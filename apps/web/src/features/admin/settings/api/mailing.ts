import type { MailingSettings } from '@cq/shared';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/api-client';
import { bulkEmailKeys } from '../../bulk-email/api/keys';

export const mailingSettingsKey = ['admin', 'settings', 'mailing'] as const;

/** GET /admin/settings/mailing: the organisers' time zone and the unpaid-fee reminders. */
export const mailingSettingsQuery = queryOptions({
  queryKey: mailingSettingsKey,
  queryFn: async () => (await api.get<{ mailing: MailingSettings }>('/admin/settings/mailing')).data.mailing,
});

/** PUT /admin/settings/mailing; the bulk e-mail page shows the zone again. */
export function useUpdateMailing() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: MailingSettings) =>
      (await api.put<{ mailing: MailingSettings }>('/admin/settings/mailing', body)).data.mailing,
    onSuccess: async (mailing) => {
      client.setQueryData(mailingSettingsKey, mailing);
      await client.invalidateQueries({ queryKey: bulkEmailKeys.all });
    },
  });
}
