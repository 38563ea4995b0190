import { z } from 'zod';
import { TRANSLATED_LOCALES } from './written';

/** The rule of a text's other languages: each version optional, and checked as the English is. */
export const translationsOf = <T extends z.ZodType>(version: T) =>
  z.partialRecord(z.enum(TRANSLATED_LOCALES), version).optional();
