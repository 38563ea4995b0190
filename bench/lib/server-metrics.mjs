// What the server itself saw during a measurement, read from its /metrics (METRICS_TOKEN): the event-loop delay
// (p99 and max over the window), the time queries waited for a pool connection (PostgreSQL), and the time spent
// in garbage collection. A stall hides behind a client's average; these say whether it was the loop, the pool or
// the collector.
import { randomBytes } from 'node:crypto';

// prom-client samples the loop every 10 ms: an idle loop reads ~10 ms, so the interval is taken off.
const LOOP_SAMPLE_MS = 10;

/** A token to give the server (METRICS_TOKEN) and to read its metrics with. */
export const metricsToken = () => randomBytes(16).toString('hex');

/** The Prometheus text of `baseUrl`/metrics as a map of `name{labels}` to value. */
export async function scrape(baseUrl, token) {
  const res = await fetch(`${baseUrl}/metrics`, { headers: { authorization: `Bearer ${token}` } });
  if (!res.ok) throw new Error(`GET /metrics answered ${res.status}`);
  const values = new Map();
  for (const line of (await res.text()).split('\n')) {
    if (!line || line.startsWith('#')) continue;
    const at = line.lastIndexOf(' ');
    values.set(line.slice(0, at), Number(line.slice(at + 1)));
  }
  return values;
}

/**
 * Starts a window: the event-loop histogram is reset by each scrape, so the scrape at `end()` covers exactly
 * the window. Returns the window's figures in milliseconds.
 */
export async function serverWindow(baseUrl, token) {
  const before = await scrape(baseUrl, token);
  return {
    async end() {
      const after = await scrape(baseUrl, token);
      const delta = (name) => (after.get(name) ?? 0) - (before.get(name) ?? 0);
      const loop = (name) => Math.max(0, (after.get(name) ?? 0) * 1000 - LOOP_SAMPLE_MS);
      const waits = delta('db_pool_wait_seconds_count');
      const gcSeconds = [...after.keys()]
        .filter((k) => k.startsWith('nodejs_gc_duration_seconds_sum'))
        .reduce((sum, k) => sum + delta(k), 0);
      return {
        serverP99ms: bucketPercentile(before, after, 'http_request_duration_seconds', 0.99) * 1000,
        serverOver250ms: countAbove(before, after, 'http_request_duration_seconds', 0.25),
        loopDelayP99ms: loop('nodejs_eventloop_lag_p99_seconds'),
        loopDelayMaxms: loop('nodejs_eventloop_lag_max_seconds'),
        gcms: gcSeconds * 1000,
        ...(waits > 0
          ? {
              poolWaits: waits,
              poolWaitMeanms: (delta('db_pool_wait_seconds_sum') / waits) * 1000,
              poolWaitP99ms: bucketPercentile(before, after, 'db_pool_wait_seconds', 0.99) * 1000,
              poolWaitsOver10ms: waits - delta('db_pool_wait_seconds_bucket{le="0.01"}'),
            }
          : {}),
      };
    },
  };
}

/** How many observations of a histogram in the window took longer than `bound` (one of its buckets). */
function countAbove(before, after, name, bound) {
  let over = 0;
  for (const key of after.keys()) {
    if (!key.startsWith(`${name}_bucket{`) || key.includes('route="/metrics"')) continue;
    const n = after.get(key) - (before.get(key) ?? 0);
    if (key.includes('le="+Inf"')) over += n;
    else if (key.includes(`le="${bound}"`)) over -= n;
  }
  return over;
}

/**
 * The upper bound of the bucket holding the `q` quantile of a histogram's observations in the window, over
 * every series of the histogram (all routes, say) but the metrics route itself.
 */
function bucketPercentile(before, after, name, q) {
  const byBound = new Map();
  for (const key of after.keys()) {
    if (!key.startsWith(`${name}_bucket{`) || key.includes('route="/metrics"')) continue;
    const le = Number(key.match(/le="([^"]+)"/)[1]);
    byBound.set(le, (byBound.get(le) ?? 0) + after.get(key) - (before.get(key) ?? 0));
  }
  const buckets = [...byBound].map(([le, n]) => ({ le, n })).sort((a, b) => a.le - b.le);
  const total = buckets.at(-1)?.n ?? 0;
  const wanted = total * q;
  return buckets.find((b) => b.n >= wanted)?.le ?? Number.NaN;
}
