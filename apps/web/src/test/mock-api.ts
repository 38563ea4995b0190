import { vi } from 'vitest';

/** One request the page made, as the fake server saw it. */
export interface ApiCall {
  method: string;
  /** Path below /api, e.g. /users/login. */
  path: string;
  body: unknown;
  authorization: string | null;
}

export interface FakeResponse {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
}

export type FakeHandler = (call: ApiCall) => FakeResponse | Promise<FakeResponse>;

/**
 * Replaces fetch with a fake API at the HTTP boundary: answers per
 * "METHOD /path" and records every call. A call nobody expected fails the
 * test (console.error fails web tests).
 */
export function mockApi(routes: Record<string, FakeHandler>) {
  const calls: ApiCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const path = url.pathname.replace(/^\/api/, '');
    const headers = new Headers(init?.headers);
    const call: ApiCall = {
      method,
      path,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
      authorization: headers.get('authorization'),
    };
    calls.push(call);
    const handler = routes[`${method} ${path}`];
    if (!handler) {
      console.error(`unexpected API call: ${method} ${path}`);
      return new Response(JSON.stringify({ success: false, code: 'internal', message: 'unexpected' }), { status: 500 });
    }
    const res = await handler(call);
    return new Response(res.body === undefined ? null : JSON.stringify(res.body), {
      status: res.status ?? 200,
      headers: { 'content-type': 'application/json', ...res.headers },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock, callsTo: (key: string) => calls.filter((c) => `${c.method} ${c.path}` === key) };
}

/** A promise with its resolve handle, to hold a fake answer until the test releases it. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}
