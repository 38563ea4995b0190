import type { AdminSettings, RegistrationSettingsUpdate } from '@cq/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/api-client';
import { settingsSaved } from './settings';

/** PUT /admin/settings/registration: open flag, dates, fee and currency, edits allowed. */
export function useUpdateRegistration() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: RegistrationSettingsUpdate) =>
      (await api.put<{ settings: AdminSettings }>('/admin/settings/registration', body)).data.settings,
    onSuccess: (settings) => settingsSaved(client, settings),
  });
}
