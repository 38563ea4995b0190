import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import path from 'node:path';
import { type ParsedMail, simpleParser } from 'mailparser';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import { freePort, TestRedis } from '../../apps/api/test/support/redis-server';

export { startS3 } from '../../apps/api/test/support/s3-server';
export { freePort };

/**
 * The production topology as processes on loopback, the same pieces
 * compose.yaml runs as containers: PostgreSQL (a fresh database on the local
 * server), a Redis of its own, an S3-compatible store (s3rver), an SMTP relay
 * (smtp-server) and API instances of the production build.
 */
export const root = path.resolve(import.meta.dirname, '../..');
const POSTGRES_ADMIN_URL = process.env.SCALE_OUT_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function stopProcess(child: ChildProcess, graceMs = 10_000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
  await exited;
  clearTimeout(timer);
}

export async function createDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `cq_scale_out_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(POSTGRES_ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const a = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
      await a.connect();
      await a.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await a.end();
    },
  };
}

/** A Redis of the journey's own, on a free port, nothing saved to disk. */
export async function startRedis(): Promise<{ url: string; stop(): Promise<void> }> {
  const redis = await TestRedis.start();
  return { url: redis.url, stop: () => redis.stop() };
}

/** An SMTP relay that keeps every message it accepts. */
export async function startSmtp(): Promise<{ url: string; messages: ParsedMail[]; stop(): Promise<void> }> {
  const messages: ParsedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream as unknown as Buffer).then(
        (mail) => {
          messages.push(mail);
          callback();
        },
        (err: Error) => callback(err),
      );
    },
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The arguments of `node` in the image's CMD (the Dockerfile), run here the same way. */
export const SERVER_ARGS = ['--max-semi-space-size=64', '--wasm-tiering-budget=1000000000', 'apps/api/dist/server.js'];

export interface Instance {
  url: string;
  stop(): Promise<void>;
}

/** The command of the image (`node … apps/api/dist/server.js`) with the environment given. */
export async function startInstance(env: Record<string, string>): Promise<Instance> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, SERVER_ARGS, {
    cwd: root,
    env: { PATH: process.env.PATH ?? '', ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  // Up once it announces its listener (the development banner's line), failed if it exits first.
  await new Promise<void>((resolve, reject) => {
    const listening = new RegExp(`listening\\s+127\\.0\\.0\\.1:${port}\\b`);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (listening.test(output)) resolve();
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => reject(new Error(`the instance exited (${code}): ${output}`)));
  });
  const health = await fetch(`${url}/api/health`);
  if (!health.ok) throw new Error(`the instance answered ${health.status} on /api/health: ${output}`);
  return { url, stop: () => stopProcess(child) };
}
