import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * The embedded database (PGlite) runs inside one process and keeps its state in that process's memory: a
 * second process opening the same directory (a seed or create-admin while the server runs) writes over the
 * first one's pages and corrupts it. So whoever opens the directory first holds a lock file beside it, and
 * every other command refuses, naming the holder, until it is gone. A lock left by a process that no longer
 * exists (killed, crashed) is taken over.
 */
export interface DataDirLock {
  readonly file: string;
  release(): void;
}

interface Holder {
  pid: number;
  command: string;
  host: string;
  since: string;
}

export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError';
}

/** The lock file of a PGlite directory: beside it, so the database's own files stay untouched. */
export function lockFileOf(dataDir: string): string {
  return `${path.resolve(dataDir)}.lock`;
}

function readHolder(file: string): Holder | null {
  try {
    const holder = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<Holder>;
    return typeof holder.pid === 'number' ? (holder as Holder) : null;
  } catch {
    return null;
  }
}

/** Whether a process of this machine with that pid exists (EPERM: it exists but belongs to someone else). */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** A holder that cannot be checked (another machine sharing the volume) counts as alive. */
function stale(holder: Holder | null): boolean {
  if (!holder) return true;
  return holder.host === os.hostname() && holder.pid !== process.pid && !alive(holder.pid);
}

function describe(holder: Holder): string {
  const where = holder.host === os.hostname() ? '' : ` on ${holder.host}`;
  return `${holder.command} (pid ${holder.pid}${where}, since ${holder.since})`;
}

/**
 * Takes the directory's lock or throws DataDirLockedError naming its holder. The file is created with O_EXCL
 * (`wx`), so of two processes starting together exactly one gets it.
 */
export function lockDataDir(dataDir: string, command = commandName()): DataDirLock {
  const file = lockFileOf(dataDir);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const me: Holder = { pid: process.pid, command, host: os.hostname(), since: new Date().toISOString() };
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      fs.writeFileSync(file, JSON.stringify(me), { flag: 'wx' });
      // Also on process.exit (a refused start, a shutdown that timed out): a later start finds it free.
      const onExit = () => releaseIfMine(file);
      process.once('exit', onExit);
      return {
        file,
        release: () => {
          process.removeListener('exit', onExit);
          releaseIfMine(file);
        },
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
    const holder = readHolder(file);
    if (!stale(holder)) {
      throw new DataDirLockedError(
        `The database in ${path.resolve(dataDir)} is in use by ${holder ? describe(holder) : 'another process'}. ` +
          'The embedded database can be opened by one process at a time: stop that process first and try again ' +
          `(or, if it is certainly gone, delete ${file}).`,
      );
    }
    // Left by a process that is gone: moved aside atomically, so of two takers only one removes it.
    const aside = `${file}.stale-${process.pid}`;
    try {
      fs.renameSync(file, aside);
      fs.rmSync(aside, { force: true });
    } catch {}
  }
  throw new DataDirLockedError(`Could not take the lock ${file}; another process keeps taking it.`);
}

function releaseIfMine(file: string): void {
  if (readHolder(file)?.pid === process.pid) fs.rmSync(file, { force: true });
}

/** What a holder is called in the message: the script that opened the database. */
function commandName(): string {
  const script = process.argv[1] ? path.basename(process.argv[1]).replace(/\.(ts|js|mjs)$/, '') : 'node';
  return script === 'server' ? 'the server' : script;
}
