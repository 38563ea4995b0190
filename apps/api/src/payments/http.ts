import { ProviderRejectedError, ProviderUnavailableError } from './types';

export interface JsonResponse {
  status: number;
  body: unknown;
}

/**
 * One JSON call to a provider with a time limit. A network error, a time-out,
 * a 5xx or an unreadable answer mean "unavailable"; a 4xx is returned to the
 * caller, which knows what it means for that call.
 */
export async function providerFetch(
  url: string,
  init: { method: 'GET' | 'POST'; headers: Record<string, string>; body?: unknown; timeoutMs: number },
): Promise<JsonResponse> {
  let res: Response;
  try {
    res = await fetch(url, {
      method: init.method,
      headers: {
        accept: 'application/json',
        ...init.headers,
        ...(init.body ? { 'content-type': 'application/json' } : {}),
      },
      body: init.body ? JSON.stringify(init.body) : undefined,
      signal: AbortSignal.timeout(init.timeoutMs),
      redirect: 'error',
    });
  } catch (err) {
    const timedOut = err instanceof DOMException && (err.name === 'TimeoutError' || err.name === 'AbortError');
    throw new ProviderUnavailableError(
      timedOut ? `timed out after ${init.timeoutMs} ms` : `unreachable: ${String(err)}`,
    );
  }
  let body: unknown;
  try {
    body = await res.json();
  } catch {
    if (res.status >= 500) throw new ProviderUnavailableError(`answered ${res.status}`);
    throw new ProviderRejectedError(`answered ${res.status} without JSON`);
  }
  if (res.status >= 500) throw new ProviderUnavailableError(`answered ${res.status}`);
  return { status: res.status, body };
}
