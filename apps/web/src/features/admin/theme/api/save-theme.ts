import type { AdminTheme, ThemeSave } from '@cq/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/api-client';
import { themeActivated } from './site-theme';

/** PUT /admin/themes/active: saves the colours as a new theme and makes it the site's theme. */
export function useSaveTheme() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: ThemeSave) => {
      const res = await api.put<{ theme: AdminTheme }>('/admin/themes/active', body);
      return { theme: res.data.theme, message: res.message };
    },
    onSuccess: ({ theme }) => themeActivated(client, theme),
  });
}
