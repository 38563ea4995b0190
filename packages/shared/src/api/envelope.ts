import { z } from 'zod';

/**
 * Every answer of the API is an envelope (docs/architecture.md). Success carries `data`;
 * failure carries a message and, for bad input, one message per field.
 */
export const errorEnvelopeSchema = z.object({
  success: z.literal(false),
  message: z.string(),
  errors: z.record(z.string(), z.string()).optional(),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

export function successEnvelope<T extends z.ZodType>(data: T) {
  return z.object({
    success: z.literal(true),
    message: z.string().optional(),
    data,
  });
}

export type SuccessEnvelope<T> = { success: true; message?: string; data: T };
export type Envelope<T> = SuccessEnvelope<T> | ErrorEnvelope;
