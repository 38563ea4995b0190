import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/** Whether something can listen on `port` of 127.0.0.1 right now (answers the port the system gave for 0). */
async function tryListen(port: number): Promise<number | null> {
  const server = net.createServer();
  server.listen(port, '127.0.0.1');
  const listening = await Promise.race([
    once(server, 'listening').then(() => true),
    once(server, 'error').then(() => false),
  ]);
  if (!listening) return null;
  const { port: bound } = server.address() as net.AddressInfo;
  server.close();
  await once(server, 'close');
  return bound;
}

/**
 * A port nobody listens on right now: one of TEST_PORT_RANGE (`4300-4399`) when set, so a machine shared by
 * several test runs can give each its own ports, else one the system picks.
 */
export async function freePort(): Promise<number> {
  const range = process.env.TEST_PORT_RANGE?.match(/^(\d+)-(\d+)$/);
  if (range) {
    const low = Number(range[1]);
    const size = Number(range[2]) - low + 1;
    const offset = Math.floor(Math.random() * size);
    for (let i = 0; i < size; i++) {
      const port = await tryListen(low + ((offset + i) % size));
      if (port !== null) return port;
    }
    throw new Error(`no free port in TEST_PORT_RANGE=${process.env.TEST_PORT_RANGE}`);
  }
  return (await tryListen(0)) as number;
}

/**
 * A Redis of the test's own (Debian's redis-server), which the test may stop
 * and start again on the same port: nothing saved to disk, unless `keepData`
 * (every write is then on disk before it is answered, so a stop loses nothing
 * and a start finds the data as it was: Redis unreachable for a while).
 */
export class TestRedis {
  private child: ChildProcess | undefined;
  private dataDir: string | undefined;
  constructor(
    readonly port: number,
    private readonly options: { keepData?: boolean } = {},
  ) {}

  static async start(options: { keepData?: boolean } = {}): Promise<TestRedis> {
    const redis = new TestRedis(await freePort(), options);
    await redis.start();
    return redis;
  }

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    if (this.options.keepData) this.dataDir ??= fs.mkdtempSync(path.join(os.tmpdir(), 'cq-redis-'));
    const persistence = this.dataDir
      ? ['--appendonly', 'yes', '--appendfsync', 'always', '--dir', this.dataDir]
      : ['--appendonly', 'no'];
    const child = spawn(
      'redis-server',
      ['--port', String(this.port), '--bind', '127.0.0.1', '--save', '', ...persistence],
      {
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    this.child = child;
    let output = '';
    await new Promise<void>((resolve, reject) => {
      child.once('error', reject);
      child.once('exit', (code) => reject(new Error(`redis-server exited (${code}): ${output}`)));
      child.stdout?.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes('Ready to accept connections')) resolve();
      });
    });
    child.removeAllListeners('exit');
    child.stdout?.resume();
  }

  async stop(): Promise<void> {
    const child = this.child;
    this.child = undefined;
    if (!child || child.exitCode !== null) return;
    const exited = once(child, 'exit');
    child.kill('SIGKILL');
    await exited;
  }

  /** Stops it and removes what it kept on disk. */
  async remove(): Promise<void> {
    await this.stop();
    if (this.dataDir) fs.rmSync(this.dataDir, { recursive: true, force: true });
  }
}
