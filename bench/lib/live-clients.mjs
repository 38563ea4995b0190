// The live benchmark's audience: <n> Server-Sent Events connections to /api/live/stream, spread over the servers
// given and over loopback addresses 127.0.0.2… (a phone each, as the venue's network would carry them). Run as its
// own process (its file-descriptor limit raised by the shell that starts it). It records when each connection
// received each event id; the parent then sends the fire time of each id and gets the latencies back.
//   env: LIVE_PORTS=4110,4111  LIVE_CONNECTIONS=10000  LIVE_ADDRESSES=50
import net from 'node:net';

const ports = (process.env.LIVE_PORTS ?? '').split(',').map(Number);
const total = Number(process.env.LIVE_CONNECTIONS ?? 10_000);
const addresses = Number(process.env.LIVE_ADDRESSES ?? 50);
const BATCH = 250;

/** Per connection: the event ids received, with when (ms since the epoch). */
const received = [];
let connected = 0;
let dropped = 0;
let stopping = false;
const sockets = [];

function open(i) {
  return new Promise((resolve) => {
    const seen = new Map();
    received[i] = seen;
    let settled = false;
    let tail = '';
    const socket = net.connect({
      host: '127.0.0.1',
      port: ports[i % ports.length],
      localAddress: `127.0.0.${2 + (i % addresses)}`,
    });
    socket.setEncoding('latin1');
    socket.on('connect', () => {
      socket.write('GET /api/live/stream HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept: text/event-stream\r\n\r\n');
    });
    socket.on('data', (chunk) => {
      const now = Date.now();
      const text = tail + chunk;
      let at = text.indexOf('id: ');
      while (at >= 0) {
        const end = text.indexOf('\n', at);
        if (end < 0) break;
        seen.set(Number(text.slice(at + 4, end)), now);
        at = text.indexOf('id: ', end);
      }
      tail = text.length > 32 ? text.slice(-32) : text;
      if (!settled && seen.size > 0) {
        settled = true;
        connected += 1;
        resolve(true);
      }
    });
    const lost = () => {
      if (!stopping) dropped += 1;
      if (!settled) {
        settled = true;
        resolve(false);
      }
    };
    socket.on('error', () => {});
    socket.on('close', lost);
    sockets.push(socket);
  });
}

const started = process.cpuUsage();
for (let from = 0; from < total; from += BATCH) {
  await Promise.all(Array.from({ length: Math.min(BATCH, total - from) }, (_, k) => open(from + k)));
}
process.send({ type: 'connected', connected, dropped });

process.on('message', (msg) => {
  if (msg.type === 'cpu') {
    process.send({ type: 'cpu', cpu: process.cpuUsage(started) });
    return;
  }
  if (msg.type !== 'fired') return;
  stopping = true;
  const latencies = [];
  let missed = 0;
  for (const [seq, firedAt] of Object.entries(msg.fired)) {
    for (const seen of received) {
      const at = seen?.get(Number(seq));
      if (at === undefined) missed += 1;
      else latencies.push(at - firedAt);
    }
  }
  latencies.sort((a, b) => a - b);
  const pick = (q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? Number.NaN;
  process.send({
    type: 'latencies',
    count: latencies.length,
    missed,
    dropped,
    p50: pick(0.5),
    p99: pick(0.99),
    max: latencies.at(-1) ?? Number.NaN,
    cpu: process.cpuUsage(started),
  });
  for (const s of sockets) s.destroy();
  setImmediate(() => process.exit(0));
});
