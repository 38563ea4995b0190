import type { ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../src/app';
import { openDatabase } from '../src/db/client';
import { setContestantStatus } from '../src/dev/contestant-factories';
import { createPublishedDelegate } from '../src/dev/delegate-factories';
import { createUser, loginAs } from '../src/dev/factories';
import { buildContactMessage } from '../src/dev/inquiry-factories';
import { createStaff, createSubmittedContestant } from '../src/dev/staff-factories';
import { interviewAndGownRules } from './support/rounds';
import { LISTENING_AT, spawnServer } from './support/server-process';
import { createTestApp, testConfig } from './support/test-app';

const apiRoot = path.resolve(import.meta.dirname, '..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cq-shutdown-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

interface Server {
  child: ChildProcess;
  port: number;
  output(): string;
  exited: Promise<number | null>;
}

/** The real server process on a free port (PORT=0), found in its log. */
async function startServer(env: Record<string, string> = {}): Promise<Server> {
  const server = spawnServer(['--import', 'tsx', 'src/server.ts'], apiRoot, {
    PORT: '0',
    DATA_DIR: dataDir,
    SHUTDOWN_DRAIN_MS: '0',
    ...env,
  });
  const port = Number((await server.until(LISTENING_AT))[1]);
  return { child: server.child, port, output: server.output, exited: server.exited };
}

/**
 * Opens a connection and writes one request; resolves `written` once the request is in the kernel (so it
 * reached the server's machine before anything that follows), and `answer` with the status line or the error.
 */
function request(port: number, pathname: string) {
  const socket = net.connect({ host: '127.0.0.1', port });
  let data = '';
  const written = new Promise<void>((resolve) =>
    socket.once('connect', () =>
      socket.write(`GET ${pathname} HTTP/1.1\r\nhost: 127.0.0.1\r\nconnection: close\r\n\r\n`, () => resolve()),
    ),
  );
  const answer = new Promise<string>((resolve) => {
    socket.on('data', (d) => (data += d));
    socket.on('end', () => resolve(data.split('\r\n')[0] || 'closed without an answer'));
    socket.on('error', (err: NodeJS.ErrnoException) => resolve(err.code ?? 'error'));
  });
  return { written, answer };
}

/** One request of a stream: a GET of `path`, or a JSON body sent with `method`. */
interface StreamRequest {
  method?: string;
  path: string;
  headers?: Record<string, string>;
  body?: object;
}

/**
 * One client sending requests one after another on a kept-alive connection (a new one when the server ends it)
 * until the server refuses to connect, at most `max`. Answers how many were answered, and what each request
 * that was not answered met; a refused connection (the listener is down) never reached the server.
 */
async function clientStream(
  port: number,
  next: string | ((i: number) => StreamRequest),
  max: number,
  onAnswer: (status: number) => void,
) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  let answered = 0;
  const lost: string[] = [];
  try {
    for (let i = 0; i < max; i += 1) {
      const r = typeof next === 'string' ? { path: next } : next(i);
      const body = r.body ? JSON.stringify(r.body) : undefined;
      const outcome = await new Promise<string>((resolve) => {
        const req = http.request(
          {
            host: '127.0.0.1',
            port,
            method: r.method ?? 'GET',
            path: r.path,
            agent,
            headers: { ...r.headers, ...(body ? { 'content-type': 'application/json' } : {}) },
          },
          (res) => {
            res.resume();
            res.on('end', () => resolve(String(res.statusCode)));
            res.on('error', (err: NodeJS.ErrnoException) => resolve(err.code ?? err.message));
          },
        );
        req.on('error', (err: NodeJS.ErrnoException) => resolve(err.code ?? err.message));
        req.end(body);
      });
      if (outcome === 'ECONNREFUSED') break;
      if (/^\d{3}$/.test(outcome)) {
        answered += 1;
        onAnswer(Number(outcome));
      } else lost.push(outcome);
    }
  } finally {
    agent.destroy();
  }
  return { answered, lost };
}

const HOUR = 3600_000;

/**
 * A data directory holding an open fan vote with fans to vote in it and an open judging round with its judges,
 * written before the server starts (the embedded database is one process's at a time); the requests' headers
 * are signed with the secret the server is then started with.
 */
async function votesAndScores(dir: string, jwtSecret: string) {
  const handle = await openDatabase({
    dataDir: path.join(dir, 'db'),
    loadDataDir: new Blob([fs.readFileSync(inject('pgliteTemplate'))]),
  });
  const app = await buildApp({
    config: testConfig({ DATA_DIR: dir, JWT_SECRET: jwtSecret }),
    database: handle,
    logger: false,
  });
  await app.ready();
  try {
    const call = async (method: string, url: string, headers: object, payload: object) => {
      const res = await app.inject({ method: method as 'POST', url, headers: headers as never, payload });
      expect(res.statusCode, res.body).toBeLessThan(300);
      return res.json().data;
    };
    const director = await createStaff(app, 'admin', [
      { resource: 'voting', actions: ['read', 'update'] },
      { resource: 'judging', actions: ['manage'] },
    ]);
    const stars = [
      await createPublishedDelegate(app.db, { firstName: 'Amara', lastName: 'Okafor' }),
      await createPublishedDelegate(app.db, { firstName: 'Lerato', lastName: 'Dube' }),
    ];
    const vote = await call('POST', '/api/admin/votes', director.headers, {
      name: 'Finale',
      continent: 'Africa',
      opensAt: new Date(Date.now() - HOUR).toISOString(),
      closesAt: new Date(Date.now() + 24 * HOUR).toISOString(),
      timeZone: 'Africa/Lagos',
      freeVotesPerDay: 20,
      votesPerAddressPerDay: 100_000,
      leaderboard: 'public',
      outcome: { kind: 'award', title: "People's Choice award" },
      contestantIds: stars.map((d) => d.contestantId),
    });
    const fans = [];
    for (let i = 0; i < 40; i += 1) {
      const user = await createUser(app.db, { firstName: 'Fan' });
      fans.push({ ...loginAs(app, user).headers, 'x-device-id': `device-${randomUUID()}` });
    }
    const delegates: string[] = [];
    for (const name of ['Zawadi', 'Nia', 'Imani']) {
      const c = await createSubmittedContestant(app.db, { firstName: name, lastName: 'Delegate' }, {
        continent: 'Africa',
        residence: 'Kenya',
        nationality: 'Kenyan',
      } as never);
      await setContestantStatus(app.db, c.contestant.id, 'preliminary_approved');
      delegates.push(c.contestant.id);
    }
    const judges = [];
    for (const name of ['Ama', 'Bea', 'Cleo']) {
      judges.push(
        await createStaff(app, 'user', [{ resource: 'judging', actions: ['score'] }], {
          firstName: name,
          email: `${name.toLowerCase()}@judges.example`,
        }),
      );
    }
    const round = await call('POST', '/api/admin/judging/rounds', director.headers, {
      season: 2026,
      name: 'Final',
      continent: 'Africa',
      kind: 'final',
      rules: interviewAndGownRules(60),
    });
    await call('PUT', `/api/admin/judging/rounds/${round.id}/delegates`, director.headers, {
      contestantIds: delegates,
    });
    await call('PUT', `/api/admin/judging/rounds/${round.id}/judges`, director.headers, {
      judges: judges.map((j, i) => ({ email: j.user.email, head: i === 0 })),
    });
    await call('POST', `/api/admin/judging/rounds/${round.id}/status`, director.headers, { status: 'open' });
    return {
      voteSlug: vote.slug as string,
      stars: stars.map((d) => d.slug),
      fans,
      roundId: round.id as string,
      delegates,
      judges: judges.map((j) => j.headers),
    };
  } finally {
    await app.close();
    await handle.close();
  }
}

describe('SIGTERM', () => {
  it('answers every request of a stream that reached the embedded database’s server across the signal', async () => {
    const server = await startServer();
    let answers = 0;
    let signalled: () => void = () => {};
    const enough = new Promise<void>((resolve) => (signalled = resolve));
    const streams = Array.from({ length: 16 }, () =>
      clientStream(server.port, '/api/health', 5_000, () => {
        answers += 1;
        if (answers === 200) signalled();
      }),
    );
    await enough;
    server.child.kill('SIGTERM');
    const results = await Promise.all(streams);
    expect(
      results.flatMap((r) => r.lost),
      server.output(),
    ).toEqual([]);
    expect(results.reduce((n, r) => n + r.answered, 0)).toBeGreaterThanOrEqual(200);
    expect(await server.exited, server.output()).toBe(0);
  }, 120_000);

  it('answers every vote and score save in flight across the signal on the embedded database, turns unready at once and exits within its bound', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cq-shutdown-writes-'));
    try {
      const jwtSecret = randomBytes(32).toString('base64url');
      const f = await votesAndScores(dir, jwtSecret);
      const server = await startServer({
        DATA_DIR: dir,
        JWT_SECRET: jwtSecret,
        RATE_LIMIT_MAX: '1000000',
        SHUTDOWN_DRAIN_MS: '300',
        SHUTDOWN_TIMEOUT_MS: '6000',
      });
      const written: Record<string, number> = {};
      let answers = 0;
      let signalled: () => void = () => {};
      const enough = new Promise<void>((resolve) => (signalled = resolve));
      const counted = (kind: string) => (status: number) => {
        written[`${kind} ${status}`] = (written[`${kind} ${status}`] ?? 0) + 1;
        answers += 1;
        if (answers === 150) signalled();
      };
      // Eight phones voting, each for five fans in turn, and six judges' devices saving scores.
      const voters = Array.from({ length: 8 }, (_, s) =>
        clientStream(
          server.port,
          (i) => ({
            method: 'POST',
            path: `/api/votes/${f.voteSlug}/ballots`,
            headers: f.fans[s * 5 + (i % 5)] as Record<string, string>,
            body: { delegate: f.stars[i % 2], idempotencyKey: randomUUID() },
          }),
          5_000,
          counted('vote'),
        ),
      );
      const scorers = Array.from({ length: 6 }, (_, s) =>
        clientStream(
          server.port,
          (i) => ({
            method: 'PUT',
            path: `/api/judging/rounds/${f.roundId}/scores`,
            headers: f.judges[s % 3] as Record<string, string>,
            body: {
              scores: [
                {
                  clientId: randomUUID(),
                  delegateId: f.delegates[i % 3],
                  segmentKey: i % 2 ? 'gown' : 'interview',
                  value: 5 + (i % 50) / 10,
                  enteredAt: Date.now(),
                },
              ],
            },
          }),
          5_000,
          counted('score'),
        ),
      );
      await enough;
      server.child.kill('SIGTERM');
      // Readiness, asked right after the signal, already says the instance is leaving.
      const ready = await fetch(`http://127.0.0.1:${server.port}/api/health/ready`).then(
        (r) => r.status,
        (err: Error) => err.message,
      );
      const results = await Promise.all([...voters, ...scorers]);
      expect(
        results.flatMap((r) => r.lost),
        server.output(),
      ).toEqual([]);
      expect(ready).toBe(503);
      // Both kinds were written, and nothing failed on the server.
      expect(written['vote 201']).toBeGreaterThan(0);
      expect(written['score 200']).toBeGreaterThan(0);
      expect(
        Object.keys(written).filter((k) => !/ (200|201|429)$/.test(k)),
        JSON.stringify(written),
      ).toEqual([]);
      // Within its bound (a shutdown past it exits 1, naming what was still open).
      expect(await server.exited, server.output()).toBe(0);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 180_000);

  it('answers every request that reached the server before the signal, then exits cleanly', async () => {
    const server = await startServer();
    const requests = Array.from({ length: 120 }, () => request(server.port, '/api/health'));
    await Promise.all(requests.map((r) => r.written));
    server.child.kill('SIGTERM');
    const answers = await Promise.all(requests.map((r) => r.answer));
    expect(
      answers.filter((a) => a !== 'HTTP/1.1 200 OK'),
      server.output(),
    ).toEqual([]);
    expect(await server.exited, server.output()).toBe(0);
  }, 90_000);

  it('exits within its time-out when the mail relay accepted a connection and never answers, naming what was open', async () => {
    const sockets: net.Socket[] = [];
    const relay = net.createServer((socket) => sockets.push(socket));
    const relayConnected = new Promise<void>((resolve) => relay.once('connection', () => resolve()));
    await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve));
    const relayPort = (relay.address() as net.AddressInfo).port;
    try {
      const server = await startServer({
        SMTP_URL: `smtp://127.0.0.1:${relayPort}`,
        MAIL_WORKER: 'on',
        SHUTDOWN_TIMEOUT_MS: '1000',
      });
      const sent = await fetch(`http://127.0.0.1:${server.port}/api/contact`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(buildContactMessage()),
      });
      expect(sent.status).toBe(201);
      // The mail worker is now waiting for the relay's greeting, which never comes.
      await relayConnected;
      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(1);
      expect(server.output()).toMatch(/shutdown did not finish within 1000 ms; exiting with these still open/);
      // JSON in production, readable lines in development: the same fields either way.
      expect(server.output()).toMatch(/"?stillOpen"?:\s*\{[^}]*"TCPSocketWrap"/);
    } finally {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => relay.close(resolve));
    }
  }, 90_000);
});

describe('GET /api/health/ready', () => {
  it('answers 200 while the instance takes traffic and 503 once it is shutting down', async () => {
    const t = await createTestApp();
    try {
      const ready = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(ready.statusCode).toBe(200);
      expect(ready.json()).toEqual({ success: true, data: { status: 'ready' } });
      t.app.lifecycle.draining = true;
      const leaving = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(leaving.statusCode).toBe(503);
      expect(leaving.json()).toEqual({ success: false, message: 'This instance is shutting down.' });
      // Liveness keeps its answer: the process is alive and still serving.
      expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});
