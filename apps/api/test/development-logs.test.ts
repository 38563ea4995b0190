import { PassThrough } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { developmentLogStream } from '../src/lib/development-logs';
import { createTestApp, type TestApp, testConfig } from './support/test-app';

const PRODUCTION = {
  NODE_ENV: 'production',
  JWT_SECRET: 'x'.repeat(40),
  PAYMENT_PROVIDER: 'paystack',
  PAYSTACK_SECRET_KEY: 'sk_live_x',
  TOTP_ENCRYPTION_KEY: 't'.repeat(40),
};

function capture() {
  const lines: Record<string, unknown>[] = [];
  return {
    lines,
    stream: { write: (line: string) => lines.push(JSON.parse(line)) },
    messages: () => lines.map((l) => l.msg),
  };
}

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

describe('request logs', () => {
  it('are quiet at the default level in development', async () => {
    const log = capture();
    t = await createTestApp({ env: { NODE_ENV: 'development' }, logger: { level: 'info', stream: log.stream } });
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    expect(log.messages()).not.toContain('incoming request');
    expect(log.messages()).not.toContain('request completed');
  });

  it('come back as one debug line per request in development', async () => {
    const log = capture();
    t = await createTestApp({ env: { NODE_ENV: 'development' }, logger: { level: 'debug', stream: log.stream } });
    await t.app.inject({ method: 'GET', url: '/api/health' });
    const done = log.lines.filter((l) => l.msg === 'request completed');
    expect(done).toHaveLength(1);
    expect(done[0]).toMatchObject({ level: 20, req: { method: 'GET', url: '/api/health' }, res: { statusCode: 200 } });
    expect(log.messages()).not.toContain('incoming request');
  });

  it('stay at info level in production', async () => {
    const log = capture();
    t = await createTestApp({ env: PRODUCTION, logger: { level: 'info', stream: log.stream } });
    await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(log.lines.find((l) => l.msg === 'request completed')).toMatchObject({ level: 30 });
  });
});

describe('the log format', () => {
  it('is human-readable in development', async () => {
    const out = new PassThrough();
    let text = '';
    out.on('data', (chunk) => (text += chunk));
    const stream = await developmentLogStream(testConfig({ NODE_ENV: 'development' }), out);
    stream?.write(`${JSON.stringify({ level: 40, time: Date.now(), pid: 1, hostname: 'h', msg: 'disk is full' })}\n`);
    expect(text).toMatch(/WARN.*: disk is full/);
    expect(text).not.toContain('{');
  });

  it('is pino JSON in production and in tests', async () => {
    expect(await developmentLogStream(testConfig(PRODUCTION))).toBeUndefined();
    expect(await developmentLogStream(testConfig())).toBeUndefined();
  });
});
