import { z } from 'zod';
import { successEnvelope } from './envelope';

export const healthResponseSchema = successEnvelope(
  z.object({
    status: z.literal('ok'),
    database: z.literal('ok'),
    /** Only with shared rate-limit budgets: 'degraded' while Redis is away and each instance counts alone. */
    redis: z.enum(['ok', 'degraded']).optional(),
    uptimeSeconds: z.number(),
  }),
);

/** Readiness: 200 while the instance takes traffic; 503 (the error envelope) once it is shutting down. */
export const readinessResponseSchema = successEnvelope(z.object({ status: z.literal('ready') }));
