import type { AdminTheme } from '@cq/shared';
import type { themes } from '../../../db/schema';

type ThemeRow = typeof themes.$inferSelect;

/** A saved theme as the editor lists it. */
export const toAdminTheme = (r: ThemeRow): AdminTheme => ({
  _id: r.id,
  name: r.name,
  colors: r.colors,
  isActive: r.isActive,
  createdAt: r.createdAt.toISOString(),
});
