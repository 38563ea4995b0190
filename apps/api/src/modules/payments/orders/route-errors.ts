import { errorEnvelopeSchema } from '@cq/shared';

/**
 * What a route that starts or checks an order may refuse with, whatever it sells: bad input, not signed in, an
 * order not hers, and the provider's trouble (502, in the payer's words).
 */
export const orderErrors = {
  400: errorEnvelopeSchema,
  401: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
  502: errorEnvelopeSchema,
};
