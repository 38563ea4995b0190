import { z } from 'zod';
import { boundedFormat } from './text';

/** Records carry `_id`, a UUID string; a longer text is refused before the pattern runs. */
export const idSchema = boundedFormat(36, z.uuid({ message: 'Invalid id' }), 'Invalid id');
export const idParamsSchema = z.object({ id: idSchema });

export const isoDateTimeSchema = z.string().describe('ISO 8601 date-time');
