import { z } from 'zod';
import { idParamsSchema, idSchema, isoDateTimeSchema } from '../api/common';
import { successEnvelope } from '../api/envelope';
import { boundedText } from '../api/text';
import { themeColorsSchema } from '../theme/theme';

/** The back office's theme editor: the active theme, the saved ones, save and re-activate. */
export const THEME_MESSAGES = {
  nameRequired: 'Give the theme a name',
  nameTooLong: 'The name is at most 80 characters',
  saved: 'The new theme is live.',
  activated: 'The theme is active again.',
} as const;

export const adminThemeSchema = z.object({
  _id: idSchema,
  name: z.string(),
  colors: themeColorsSchema,
  isActive: z.boolean(),
  createdAt: isoDateTimeSchema,
});
export type AdminTheme = z.infer<typeof adminThemeSchema>;

/** GET /admin/themes: the active theme and the most recently saved ones (newest first). */
export const adminThemesSchema = z.object({ active: adminThemeSchema.nullable(), themes: z.array(adminThemeSchema) });
export type AdminThemes = z.infer<typeof adminThemesSchema>;
export const adminThemesResponseSchema = successEnvelope(adminThemesSchema);

/** PUT /admin/themes/active: saved as a new theme and made active. */
export const themeSaveSchema = z.object({
  name: boundedText({ max: 80, tooLong: THEME_MESSAGES.nameTooLong, required: THEME_MESSAGES.nameRequired }).min(
    1,
    THEME_MESSAGES.nameRequired,
  ),
  colors: themeColorsSchema,
});
export type ThemeSave = z.infer<typeof themeSaveSchema>;

export const themeParamsSchema = idParamsSchema;
export const adminThemeResponseSchema = successEnvelope(z.object({ theme: adminThemeSchema }));
