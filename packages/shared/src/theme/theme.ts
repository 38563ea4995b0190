import { z } from 'zod';
import type { ColorGroup, ThemeColors } from './colors';

const hex = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'Use a colour in the form #RRGGBB');

export const colorGroupSchema: z.ZodType<ColorGroup> = z.object({
  main: hex,
  light: hex,
  dark: hex,
  contrastText: hex,
});

export const themeColorsSchema: z.ZodType<ThemeColors> = z.object({
  primary: colorGroupSchema,
  secondary: colorGroupSchema,
  accent: colorGroupSchema,
});
