import { z } from 'zod';
import { themeColorsSchema } from '../theme/theme';
import { successEnvelope } from './envelope';

/** GET /themes/active. */
export const activeThemeResponseSchema = successEnvelope(z.object({ colors: themeColorsSchema }));
export type ActiveThemeResponse = z.infer<typeof activeThemeResponseSchema>;
