import type { AdminSettings } from '@cq/shared';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { api } from '#web/lib/api-client';
import { settingsKeys } from '#web/lib/settings-keys';
import { siteViewKey } from '#web/lib/site-view';

export const adminSettingsKey = ['admin', 'settings'] as const;

/** GET /admin/settings: registration, organisation, and whether a preview password is set. */
export const adminSettingsQuery = queryOptions({
  queryKey: adminSettingsKey,
  queryFn: async () => (await api.get<{ settings: AdminSettings }>('/admin/settings')).data.settings,
});

/**
 * After any change: the back office shows the saved values, and the site's own
 * reads (GET /settings and the registration status, both under settingsKeys.all,
 * and the public pages' words) are fetched again, so this tab sees the change too.
 */
export async function settingsSaved(client: QueryClient, settings: AdminSettings): Promise<void> {
  client.setQueryData(adminSettingsKey, settings);
  await Promise.all([
    client.invalidateQueries({ queryKey: settingsKeys.all }),
    client.invalidateQueries({ queryKey: siteViewKey }),
  ]);
}
