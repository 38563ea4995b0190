import { API_MESSAGES, ERROR_CODES, type ErrorCode, errorCodeForStatus } from '@cq/shared';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError } from '../lib/errors';

const GENERIC_500 = API_MESSAGES.generic500;

/** The generic message of each client-error status (API_MESSAGES holds them by status number). */
const STATUS_MESSAGES: Partial<Record<number, string>> = API_MESSAGES;

/** Field path of a validation issue, e.g. `emergencyContact.phone`; body fields lose their prefix. */
function fieldKey(instancePath: string, missingProperty?: string): string {
  const parts = instancePath.split('/').filter(Boolean);
  if (missingProperty) parts.push(missingProperty);
  return parts.join('.') || '_';
}

/** The error envelope; its code is the status's generic one unless the caller names another. */
function sendEnvelope(
  reply: FastifyReply,
  status: number,
  message: string,
  errors?: Record<string, string>,
  code: ErrorCode = errorCodeForStatus(status),
) {
  return reply.status(status).send({ success: false, message, code, ...(errors ? { errors } : {}) });
}

/**
 * Errors the router meets before any route is chosen (an address that is not valid percent-encoding, a path
 * segment over the length limit): the envelope too, not the framework's own shape.
 */
export function frameworkErrorEnvelope(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 400;
  request.log.info({ code: error.code, status }, 'address refused');
  return sendEnvelope(reply, status, STATUS_MESSAGES[status] ?? STATUS_MESSAGES[400] ?? '');
}

/** One error handler for the whole API: the envelope, per-field 400s, generic 500s. */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof AppError) {
      if (error.headers) reply.headers(error.headers);
      if (error.statusCode >= 500) request.log.error({ err: error }, 'request failed');
      return sendEnvelope(reply, error.statusCode, error.message, error.errors, error.code);
    }

    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: Record<string, string> = {};
      for (const issue of error.validation) {
        const key = fieldKey(issue.instancePath, (issue.params as { missingProperty?: string })?.missingProperty);
        errors[key] ??= issue.message ?? API_MESSAGES.invalidValue;
      }
      return sendEnvelope(reply, 400, API_MESSAGES.checkFields, errors, ERROR_CODES.validationFailed);
    }

    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, cause: error.cause }, 'response did not match its schema');
      return sendEnvelope(reply, 500, GENERIC_500);
    }

    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return sendEnvelope(reply, 500, GENERIC_500);
    }
    if (status === 429 && error.message) return sendEnvelope(reply, 429, error.message);
    // A client's mistake (bad JSON, too large, wrong type…) is not an error of ours.
    request.log.info({ code: error.code, status }, error.message);
    let message = STATUS_MESSAGES[status] ?? error.message;
    if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
      message = API_MESSAGES.invalidJson;
    }
    return sendEnvelope(reply, status, message);
  });
});
