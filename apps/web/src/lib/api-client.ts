import type { ErrorCode, ErrorEnvelope, SuccessEnvelope } from '@cq/shared';
import { STORAGE_KEYS } from './storage-keys';

/** The one HTTP client: base /api, 75 s time-out, JSON, bearer header from the stored token, 2xx accepted. */
export const API_BASE = '/api';
export const API_TIMEOUT_MS = 75_000;

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: Record<string, string>,
    /** Seconds, from Retry-After on 429. */
    readonly retryAfter?: number,
    /** The envelope's machine-readable code: screens decide on it, never on the message. */
    readonly code?: ErrorCode,
    /** False when the answer had no envelope message and the message is this client's own. */
    readonly messageFromServer = true,
  ) {
    super(message);
    this.name = 'ApiError';
  }
  /** True when the server gave a message of its own (not a network failure). */
  get fromServer(): boolean {
    return this.status > 0;
  }
}

export interface RequestOptions {
  body?: unknown;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /** Raw body (FormData) sent as is, without the JSON content type. */
  rawBody?: BodyInit;
  /** Skip the one renewal on 401 (the renewal call itself uses this). */
  skipAuthRetry?: boolean;
  /** No time-out: a stream stays open for as long as it is read. */
  noTimeout?: boolean;
}

/**
 * A hook for the session layer: called once per request on a 401 with the
 * token that request carried, and answers whether it should be replayed
 * (at most one renewal, shared by the calls waiting on it).
 */
type UnauthorizedHandler = (url: string, sentToken: string | null) => Promise<boolean>;
let onUnauthorized: UnauthorizedHandler | null = null;
export function setUnauthorizedHandler(handler: UnauthorizedHandler | null): void {
  onUnauthorized = handler;
}

/**
 * The language the page speaks: sent as Accept-Language, so the server answers in it (its messages, and the
 * e-mails a sign-up sends) and keeps it as a new account's language.
 */
let requestLanguage: string | null = null;
export function setRequestLanguage(locale: string | null): void {
  requestLanguage = locale;
}

async function send(method: string, path: string, opts: RequestOptions): Promise<Response> {
  const headers: Record<string, string> = { accept: 'application/json', ...opts.headers };
  if (requestLanguage && !headers['accept-language']) headers['accept-language'] = requestLanguage;
  const token = localStorage.getItem(STORAGE_KEYS.token);
  if (token) headers.authorization = `Bearer ${token}`;
  let body: BodyInit | undefined = opts.rawBody;
  if (opts.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(opts.body);
  }
  const timeout = opts.noTimeout ? null : AbortSignal.timeout(API_TIMEOUT_MS);
  const signal =
    opts.signal && timeout ? AbortSignal.any([opts.signal, timeout]) : (opts.signal ?? timeout ?? undefined);
  return fetch(`${API_BASE}${path}`, { method, headers, body, signal });
}

async function readBody(res: Response): Promise<unknown> {
  const text = await res.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

export async function apiRequest<T>(
  method: string,
  path: string,
  opts: RequestOptions = {},
): Promise<SuccessEnvelope<T>> {
  let res: Response;
  try {
    const sentToken = localStorage.getItem(STORAGE_KEYS.token);
    res = await send(method, path, opts);
    if (res.status === 401 && !opts.skipAuthRetry && onUnauthorized && (await onUnauthorized(path, sentToken))) {
      res = await send(method, path, opts);
    }
  } catch (err) {
    if (err instanceof DOMException && err.name === 'AbortError' && opts.signal?.aborted) throw err;
    const timedOut = err instanceof DOMException && err.name === 'TimeoutError';
    throw new ApiError(
      0,
      timedOut ? 'The request timed out. Please try again.' : 'Network error. Please check your connection.',
    );
  }
  const payload = await readBody(res);
  if (res.status >= 200 && res.status <= 299) return (payload ?? { success: true, data: null }) as SuccessEnvelope<T>;
  throw errorOf(res, payload);
}

/** A refusal as an ApiError: the envelope's message, field errors and code, and Retry-After on 429. */
function errorOf(res: Response, payload: unknown): ApiError {
  const envelope = (payload ?? {}) as Partial<ErrorEnvelope>;
  const retry = Number(res.headers.get('retry-after'));
  const hasMessage = typeof envelope.message === 'string' && envelope.message !== '';
  return new ApiError(
    res.status,
    hasMessage ? (envelope.message as string) : `Request failed (${res.status})`,
    envelope.errors,
    Number.isFinite(retry) && retry > 0 ? retry : undefined,
    typeof envelope.code === 'string' ? envelope.code : undefined,
    hasMessage,
  );
}

/** The name a download is saved under, from Content-Disposition; null when the server gives none. */
export function fileNameOf(disposition: string | null): string | null {
  return /filename="?([^";]+)"?/.exec(disposition ?? '')?.[1] ?? null;
}

/**
 * GET a file (a PDF, a CSV) with the bearer token, renewed once on 401 as every call is: its bytes and the name
 * the server gives it, or the refusal's envelope as an ApiError.
 */
export async function apiFile(path: string, accept: string): Promise<{ blob: Blob; fileName: string | null }> {
  const opts: RequestOptions = { headers: { accept } };
  let res: Response;
  try {
    const sentToken = localStorage.getItem(STORAGE_KEYS.token);
    res = await send('GET', path, opts);
    if (res.status === 401 && onUnauthorized && (await onUnauthorized(path, sentToken))) {
      res = await send('GET', path, opts);
    }
    if (res.ok) return { blob: await res.blob(), fileName: fileNameOf(res.headers.get('content-disposition')) };
  } catch {
    throw new ApiError(0, 'Network error. Please check your connection.');
  }
  throw errorOf(res, await readBody(res));
}

/**
 * Opens an event stream (GET, `text/event-stream`) with the bearer token, renewed once on 401 as every call is:
 * the open response, whose body the caller reads, or the refusal as an ApiError (status 0: the network).
 */
export async function apiStream(path: string, opts: { signal: AbortSignal; lastEventId?: string | null }) {
  const headers: Record<string, string> = { accept: 'text/event-stream' };
  if (opts.lastEventId) headers['last-event-id'] = opts.lastEventId;
  const request: RequestOptions = { headers, signal: opts.signal, noTimeout: true };
  let res: Response;
  try {
    const sentToken = localStorage.getItem(STORAGE_KEYS.token);
    res = await send('GET', path, request);
    if (res.status === 401 && onUnauthorized && (await onUnauthorized(path, sentToken))) {
      res = await send('GET', path, request);
    }
  } catch (err) {
    if (opts.signal.aborted) throw err;
    throw new ApiError(0, 'Network error. Please check your connection.');
  }
  if (res.ok && res.body) return res;
  throw errorOf(res, await readBody(res));
}

export const api = {
  get: <T>(path: string, opts?: RequestOptions) => apiRequest<T>('GET', path, opts),
  post: <T>(path: string, body?: unknown, opts?: RequestOptions) => apiRequest<T>('POST', path, { ...opts, body }),
  patch: <T>(path: string, body?: unknown, opts?: RequestOptions) => apiRequest<T>('PATCH', path, { ...opts, body }),
  put: <T>(path: string, body?: unknown, opts?: RequestOptions) => apiRequest<T>('PUT', path, { ...opts, body }),
  delete: <T>(path: string, opts?: RequestOptions) => apiRequest<T>('DELETE', path, opts),
};

/** The server's message when there is one, else the screen's own fallback. */
export function messageOf(err: unknown, fallback: string): string {
  return err instanceof ApiError && err.fromServer && err.message ? err.message : fallback;
}
