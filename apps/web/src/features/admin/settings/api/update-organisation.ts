import type { AdminSettings, OrganisationSettingsUpdate } from '@cq/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/api-client';
import { settingsSaved } from './settings';

/** PUT /admin/settings/organisation: the organisers' public e-mails and phone. */
export function useUpdateOrganisation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: OrganisationSettingsUpdate) =>
      (await api.put<{ settings: AdminSettings }>('/admin/settings/organisation', body)).data.settings,
    onSuccess: (settings) => settingsSaved(client, settings),
  });
}
