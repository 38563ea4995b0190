import type { AdminSettings, BillingSettings } from '@cq/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/api-client';
import { settingsSaved } from './settings';

/** PUT /admin/settings/billing: the legal name, address and tax number printed on invoices and credit notes. */
export function useUpdateBilling() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: BillingSettings) =>
      (await api.put<{ settings: AdminSettings }>('/admin/settings/billing', body)).data.settings,
    onSuccess: (settings) => settingsSaved(client, settings),
  });
}
