// A closed-loop HTTP/1.1 load: each virtual user holds one keep-alive connection and sends her next request
// as soon as the answer to the last one has arrived, built from that answer (a draft save names the revision
// the previous save answered). wrk cannot do this (its Lua scripts cannot tell connections apart), and Node's
// http client spent about 0.3 ms of CPU on each 10 KB save here, half as much as the server: on two cores the
// benchmark would largely measure itself. This client (about 0.07 ms) writes prebuilt buffers and reads only
// the status line, the length and the headers it is asked for.
import net from 'node:net';

const HEADER_END = Buffer.from('\r\n\r\n');
const CONNECT_AT_ONCE = 250;

function connect(host, port, localAddress) {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host, port, noDelay: true, ...(localAddress ? { localAddress } : {}) }, () =>
      resolve(socket),
    );
    socket.once('error', reject);
  });
}

function parseHead(head, want) {
  const text = head.toString('latin1');
  const status = Number(text.slice(9, 12));
  const headers = {};
  let length = 0;
  let chunked = false;
  for (const line of text.split('\r\n').slice(1)) {
    const colon = line.indexOf(':');
    const name = line.slice(0, colon).toLowerCase();
    const value = line.slice(colon + 1).trim();
    if (name === 'content-length') length = Number(value);
    else if (name === 'transfer-encoding' && value.includes('chunked')) chunked = true;
    if (want.includes(name)) headers[name] = value;
  }
  return { status, headers, length, chunked };
}

/**
 * Runs every user's loop for `warmupMs` then `ms` milliseconds on the same connections; only the requests sent
 * after the warm-up are measured (those still in flight at the end are awaited and counted).
 * Each user is `{ request(), answered(answer), localAddress? }` (localAddress: the address her connection comes
 * from, e.g. 127.0.0.7, so the server sees several clients): `request()` gives the next request as a Buffer or an array
 * of Buffers; `answered` receives each answer as `{ status, headers, body }` (headers: the lower-cased ones
 * named in `want`) before the next request is asked for. Returns the latencies in milliseconds, the answers'
 * status counts and the elapsed seconds.
 */
export async function closedLoop({
  host = '127.0.0.1',
  port,
  users,
  warmupMs = 0,
  ms,
  want = [],
  tolerateResets = false,
}) {
  const latencies = [];
  const statuses = {};
  // Connected a few hundred at a time: thousands of handshakes at once overflow a busy server's accept queue.
  const sockets = [];
  for (let from = 0; from < users.length; from += CONNECT_AT_ONCE) {
    const batch = users.slice(from, from + CONNECT_AT_ONCE);
    sockets.push(...(await Promise.all(batch.map((u) => connect(host, port, u.localAddress)))));
  }
  const started = performance.now() + warmupMs;
  const until = started + ms;

  const loops = users.map(
    (user, i) =>
      new Promise((resolve, reject) => {
        const socket = sockets[i];
        let pending = [];
        let pendingBytes = 0;
        let head = null;
        let sentAt = 0;
        const send = () => {
          const request = user.request();
          sentAt = performance.now();
          if (Array.isArray(request)) {
            socket.cork();
            for (const part of request) socket.write(part);
            socket.uncork();
          } else socket.write(request);
        };
        // A connection the server resets or closes ends that user's loop; its request in flight is counted under
        // the status `reset` (with `tolerateResets`), otherwise the whole run fails.
        const lost = (err) => {
          if (!tolerateResets) return reject(err);
          if (sentAt >= started) statuses.reset = (statuses.reset ?? 0) + 1;
          socket.removeAllListeners();
          resolve();
        };
        socket.on('error', lost);
        socket.on('close', () => lost(new Error('closed-loop: the server closed a connection')));
        socket.on('data', (chunk) => {
          pending.push(chunk);
          pendingBytes += chunk.length;
          let data = pending.length === 1 ? pending[0] : Buffer.concat(pending, pendingBytes);
          if (!head) {
            const end = data.indexOf(HEADER_END);
            if (end < 0) return;
            head = parseHead(data.subarray(0, end), want);
            if (head.chunked) return reject(new Error('closed-loop: chunked answers are not supported'));
            data = data.subarray(end + 4);
          }
          if (data.length < head.length) {
            pending = [data];
            pendingBytes = data.length;
            return;
          }
          if (data.length > head.length) return reject(new Error('closed-loop: more bytes than one answer'));
          if (sentAt >= started) {
            latencies.push(performance.now() - sentAt);
            statuses[head.status] = (statuses[head.status] ?? 0) + 1;
          }
          user.answered({ status: head.status, headers: head.headers, body: data });
          pending = [];
          pendingBytes = 0;
          head = null;
          if (performance.now() < until) send();
          else {
            socket.removeAllListeners('close');
            socket.end();
            resolve();
          }
        });
        send();
      }),
  );
  try {
    await Promise.all(loops);
  } finally {
    for (const s of sockets) s.destroy();
  }
  return { latencies, statuses, elapsed: (performance.now() - started) / 1000 };
}

/** p-th percentile of unsorted latencies (sorts them in place). */
export function percentiles(latencies, ps) {
  latencies.sort((a, b) => a - b);
  return ps.map((p) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))]);
}
