import { ERROR_CODES, type ErrorCode, errorCodeForStatus } from '@cq/shared';

/**
 * The error catalogue. Services throw these; the error handler
 * turns them into the envelope with the right status and code (the status's
 * generic code unless the throw site names a specific one).
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: Record<string, string>,
    readonly headers?: Record<string, string>,
    code?: ErrorCode,
  ) {
    super(message);
    this.name = 'AppError';
    this.code = code ?? (errors ? ERROR_CODES.validationFailed : errorCodeForStatus(statusCode));
  }
}

export const badInput = (message: string, errors?: Record<string, string>, code?: ErrorCode) =>
  new AppError(400, message, errors, undefined, code);
export const notSignedIn = (message = 'Please sign in to continue.') => new AppError(401, message);
export const forbidden = (message = 'You do not have permission to do that.', code?: ErrorCode) =>
  new AppError(403, message, undefined, undefined, code);
export const notFound = (message = 'Not found.') => new AppError(404, message);
export const conflict = (message: string, code?: ErrorCode) => new AppError(409, message, undefined, undefined, code);
export const tooLarge = (message = 'The request is too large.') => new AppError(413, message);
export const unsupportedType = (message = 'Unsupported content type.') => new AppError(415, message);
export const tooMany = (retryAfterSeconds: number, message = 'Too many requests. Please try again later.') =>
  new AppError(429, message, undefined, { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) });
