import { z } from 'zod';
import { successEnvelope } from './envelope';
import { boundedText } from './text';

/** POST /preview/unlock: the server checks the preview password. */
export const previewUnlockRequestSchema = z.object({
  password: boundedText({
    max: 200,
    tooLong: 'Incorrect password',
    required: 'Incorrect password',
    trim: false,
    anyCharacter: true,
  }),
});
export const previewUnlockResponseSchema = successEnvelope(z.object({ unlocked: z.literal(true) }));
export const PREVIEW_INCORRECT_PASSWORD = 'Incorrect password';
