import type { AdminSettings, PreviewPasswordUpdate } from '@cq/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/api-client';
import { settingsSaved } from './settings';

/** PUT /admin/settings/preview-password: a new password for the admin preview (the server keeps a hash). */
export function useUpdatePreviewPassword() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: PreviewPasswordUpdate) =>
      (await api.put<{ settings: AdminSettings }>('/admin/settings/preview-password', body)).data.settings,
    onSuccess: (settings) => settingsSaved(client, settings),
  });
}
