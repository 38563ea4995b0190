import type { AdminTheme } from '@cq/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/api-client';
import { themeActivated } from './site-theme';

/** POST /admin/themes/:id/activate: brings an earlier saved theme back. */
export function useActivateTheme() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      const res = await api.post<{ theme: AdminTheme }>(`/admin/themes/${id}/activate`);
      return { theme: res.data.theme, message: res.message };
    },
    onSuccess: ({ theme }) => themeActivated(client, theme),
  });
}
