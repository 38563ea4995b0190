import type { AdminTheme } from '@cq/shared';
import type { QueryClient } from '@tanstack/react-query';
import { applyThemeColors } from '../../../theme';
import { themesKey } from './themes';

/**
 * After a theme becomes active: the editor's list is read again and the open
 * app takes the new colours at once. Reloading /themes/active here could be
 * answered from the browser's cache (it may be kept a minute), so the saved
 * colours are applied directly; other visitors get them on their next load.
 */
export async function themeActivated(client: QueryClient, theme: AdminTheme): Promise<void> {
  applyThemeColors(theme.colors);
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', theme.colors.primary.main);
  await client.invalidateQueries({ queryKey: themesKey });
}
