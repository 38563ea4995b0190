import { type ChildProcess, spawn } from 'node:child_process';

export interface ServerProcess {
  child: ChildProcess;
  /** All it has written so far, standard output and error together. */
  output(): string;
  exited: Promise<number | null>;
  /** Resolves with the first match of `pattern` in its output; rejects, with the output, if it exits first. */
  until(pattern: RegExp): Promise<RegExpMatchArray>;
}

/** The line Fastify logs once the listener is open, with the port it got. */
export const LISTENING_AT = /Server listening at http:\/\/127\.0\.0\.1:(\d+)/;

/**
 * The API server as its own process (`node <args>` from `cwd`), as it runs on a developer's machine: development
 * mode on the loopback address, logging at info, no mail worker; `env` adds to or overrides that.
 */
export function spawnServer(args: string[], cwd: string, env: Record<string, string>): ServerProcess {
  let out = '';
  const child = spawn(process.execPath, args, {
    cwd,
    env: { ...process.env, NODE_ENV: 'development', HOST: '127.0.0.1', LOG_LEVEL: 'info', MAIL_WORKER: 'off', ...env },
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const watchers = new Set<() => void>();
  const collect = (d: Buffer) => {
    out += d;
    for (const watch of watchers) watch();
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const until = (pattern: RegExp) =>
    new Promise<RegExpMatchArray>((resolve, reject) => {
      const watch = () => {
        const found = out.match(pattern);
        if (!found) return;
        watchers.delete(watch);
        resolve(found);
      };
      watchers.add(watch);
      watch();
      void exited.then((code) => {
        watchers.delete(watch);
        reject(new Error(`the server exited (${code}) before its output showed ${pattern}:\n${out}`));
      });
    });
  return { child, output: () => out, exited, until };
}
