import { z } from 'zod';
import { ERROR_CODE_VALUES } from './error-codes';

/**
 * Every answer of the API is an envelope (docs/architecture.md). Success carries `data`;
 * failure carries a message, a machine-readable code and, for bad input, one message per field.
 */
export const errorEnvelopeSchema = z.object({
  success: z.literal(false),
  message: z.string(),
  errors: z.record(z.string(), z.string()).optional(),
  code: z
    .enum(ERROR_CODE_VALUES)
    .optional()
    .describe(
      'What went wrong, for programs: clients decide on this code, never on the message, which is for people. ' +
        'Generic codes follow the status (validation_failed, unauthorized, forbidden, not_found, conflict, ' +
        'rate_limited, internal…); a specific code names a refusal handled apart (draft_stale, registration_locked, ' +
        'registration_not_paid).',
    ),
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
