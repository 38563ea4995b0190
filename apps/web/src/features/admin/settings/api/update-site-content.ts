import type { AdminSettings, SiteContent } from '@cq/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/api-client';
import { settingsSaved } from './settings';

/** PUT /admin/settings/site-content: the public site's links and words; the server draws its pages again. */
export function useUpdateSiteContent() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: SiteContent) =>
      (await api.put<{ settings: AdminSettings }>('/admin/settings/site-content', body)).data.settings,
    // The form is done once the server answers; this tab's copies of the site's words follow in the background.
    onSuccess: (settings) => {
      void settingsSaved(client, settings);
    },
  });
}
