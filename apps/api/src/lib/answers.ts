import { errorEnvelopeSchema } from '@cq/shared';
import type { FastifyReply } from 'fastify';

/**
 * What every route answers, written once: the error responses its schema documents, the success envelope its
 * handler returns, the block of documentation its routes share, and an answer kept already serialised.
 */

/** The statuses a route can refuse with; each documents the error envelope. */
export type ErrorStatus = 400 | 401 | 402 | 403 | 404 | 409 | 410 | 413 | 415 | 416 | 422 | 423 | 429 | 500 | 502 | 503;

/** The error responses of a route's schema, e.g. `{ 200: answer, ...errorResponses(400, 401, 404) }`. */
export function errorResponses<const S extends readonly ErrorStatus[]>(
  ...statuses: S
): { [K in S[number]]: typeof errorEnvelopeSchema } {
  const responses: Partial<Record<ErrorStatus, typeof errorEnvelopeSchema>> = {};
  for (const status of statuses) responses[status] = errorEnvelopeSchema;
  return responses as { [K in S[number]]: typeof errorEnvelopeSchema };
}

/** The documentation shared by an area's routes that need a signed-in caller: its tags and the bearer token. */
export function signedInDoc<const T extends readonly string[]>(...tags: T) {
  return { tags: [...tags], security: [{ bearer: [] as string[] }] };
}

/** A success answer: `{ success: true, data }`, or `{ success: true, message, data }` when it says something. */
export function ok<T>(data: T): { success: true; data: T };
export function ok<T, M extends string>(data: T, message: M): { success: true; message: M; data: T };
export function ok<T>(data: T, message: string | undefined): { success: true; message?: string; data: T };
export function ok<T>(data: T, message?: string) {
  return message === undefined ? { success: true as const, data } : { success: true as const, message, data };
}

declare const answerShape: unique symbol;

/**
 * A JSON text already in the shape of the answer `T`: kept serialised for the answers asked for most often (a
 * polled count, the active theme), and written as it is. The brand ties the text to its answer's type, so a
 * route can only send it where its schema declares that answer.
 */
export type PrebuiltJson<T> = string & { readonly [answerShape]: T };

/** Serialises an answer once, to be sent again as it is. */
export function prebuildAnswer<T>(answer: T): PrebuiltJson<T> {
  return JSON.stringify(answer) as PrebuiltJson<T>;
}

/**
 * Names a JSON text put together by hand as the answer `T` (its parts already serialised): the caller vouches
 * for its shape.
 */
export function prebuiltJson<T>(text: string): PrebuiltJson<T> {
  return text as PrebuiltJson<T>;
}

// biome-ignore lint/suspicious/noExplicitAny: any route's reply, whatever its schema
type AnyReply = FastifyReply<any, any, any, any, any, any, any, any>;
// biome-ignore lint/suspicious/noExplicitAny: only the answer's type is read
type AnswerOf<R> = R extends FastifyReply<any, any, any, any, any, any, any, infer A> ? A : never;

/**
 * Sends a prebuilt answer as JSON: a string is written as it is, without the route's serializer (the text was
 * made from the shape the schema declares).
 */
export function sendPrebuilt<R extends AnyReply>(reply: R, json: PrebuiltJson<AnswerOf<R>>): R {
  return reply.type('application/json; charset=utf-8').send(json) as R;
}
