import { z } from 'zod';

/** Records carry `_id`, a UUID string (DESIGN §3). */
export const idSchema = z.uuid({ message: 'Invalid id' });
export const idParamsSchema = z.object({ id: idSchema });

export const isoDateTimeSchema = z.string().describe('ISO 8601 date-time');
