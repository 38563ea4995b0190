import { z } from 'zod';
import { successEnvelope } from './envelope';

export const healthResponseSchema = successEnvelope(
  z.object({ status: z.literal('ok'), database: z.literal('ok'), uptimeSeconds: z.number() }),
);
