import { z } from 'zod';
import { successEnvelope } from './envelope';

/** POST /preview/unlock: the server checks the preview password (DESIGN decision 7). */
export const previewUnlockRequestSchema = z.object({
  password: z.string({ error: 'Incorrect password' }).max(200, 'Incorrect password'),
});
export const previewUnlockResponseSchema = successEnvelope(z.object({ unlocked: z.literal(true) }));
export const PREVIEW_INCORRECT_PASSWORD = 'Incorrect password';
