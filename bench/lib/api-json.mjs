// The bench scripts' way of calling the API as a browser's script does: JSON in and out, and any refusal
// stopping the run with what the API answered.

/** Fetches `url` with JSON headers; throws on any answer other than 2xx, else returns the parsed body. */
export async function json(url, init = {}) {
  const res = await fetch(url, {
    ...init,
    headers: {
      accept: 'application/json',
      ...(init.body ? { 'content-type': 'application/json' } : {}),
      ...init.headers,
    },
  });
  const body = await res.json().catch(() => null);
  if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${url} answered ${res.status}: ${JSON.stringify(body)}`);
  return body;
}
