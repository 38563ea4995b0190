import { z } from 'zod';
import { boundedText } from '../api/text';
import type { ColorGroup, ThemeColors } from './colors';

const HEX_MESSAGE = 'Use a colour in the form #RRGGBB';
const hex = boundedText({ max: 7, tooLong: HEX_MESSAGE, trim: false }).regex(/^#[0-9a-fA-F]{6}$/, HEX_MESSAGE);

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
