import { errorResponses } from '#api/lib/answers';

/**
 * What a route that starts or checks an order may refuse with, whatever it sells: bad input, not signed in, an
 * order not hers, and the provider's trouble (502, in the payer's words).
 */
export const orderErrors = errorResponses(400, 401, 404, 502);
