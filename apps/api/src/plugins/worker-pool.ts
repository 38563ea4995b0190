import os from 'node:os';
import { API_MESSAGES, ERROR_CODES } from '@cq/shared';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Piscina } from 'piscina';
import { AppError } from '../lib/errors';
import type * as Tasks from '../workers/heavy';
import { DEFAULT_WORKER_NICE, WORKER_NICE_ENV } from '../workers/priority';

/** The tasks the pool runs (workers/heavy.ts), by name, with what each takes and answers. */
type TaskName = 'compressPage' | 'drawPage' | 'receiptPdf' | 'gzipBytes' | 'accountingCsvBytes' | 'threadPriority';
type TaskInput<N extends TaskName> = Parameters<(typeof Tasks)[N]>[0];
type TaskOutput<N extends TaskName> = Awaited<ReturnType<(typeof Tasks)[N]>>;

export interface WorkerPoolStats {
  threads: number;
  /** Tasks waiting for a thread. */
  queued: number;
  /** The most that may wait; past it a request is refused with 503 and Retry-After. */
  queueMax: number;
  /** Tasks refused because the queue was full, since start. */
  refused: number;
  completed: number;
}

export interface WorkerPool {
  /**
   * Runs a task on a thread and answers its result; when `queueMax` tasks already wait, throws the 503
   * `server_busy` error with Retry-After instead of queueing (nothing is started, so nothing is lost).
   */
  run<N extends TaskName>(name: N, input: TaskInput<N>, options?: RunOptions): Promise<TaskOutput<N>>;
  stats(): WorkerPoolStats;
}

export interface RunOptions {
  /**
   * The result only fills a cache (a public page drawn ahead of its visitors): a closing server stops the task
   * where it is rather than waiting for it. Closing starts once every request is answered, so nobody is left
   * waiting for it.
   */
  abandonOnClose?: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    workers: WorkerPool;
  }
}

/** How long a refused caller is told to wait: a heavy task takes a fraction of a second on a free thread. */
export const BUSY_RETRY_AFTER_SECONDS = 2;

export const serverBusy = () =>
  new AppError(
    503,
    API_MESSAGES.serverBusy,
    undefined,
    { 'retry-after': String(BUSY_RETRY_AFTER_SECONDS) },
    ERROR_CODES.serverBusy,
  );

/** The worker's file: the TypeScript source when the server runs from source (tests, development), else the build's. */
function workerFile(): string {
  const here = import.meta.url;
  return here.endsWith('.ts')
    ? new URL('../workers/heavy-source.mjs', here).href
    : new URL('./workers/heavy.js', here).href;
}

/**
 * The pool of threads that does the server's heavy work (Piscina): one thread per core but one, at least one,
 * unless WORKER_THREADS says otherwise; the core left is the event loop's, so requests keep being answered
 * while every thread is busy, and each thread runs at a lower priority than the event loop (workers/priority.ts),
 * so on a machine where the cores are shared the event loop is served first. Threads start with the first task, not at start-up, so a start costs nothing for them; they
 * then stay. The queue is bounded: a task past WORKER_QUEUE_MAX is refused at once with 503 and Retry-After,
 * never dropped after it was accepted. Closing the app stops the tasks that only fill a cache (`abandonOnClose`:
 * a thread that yields to everything else may be far from done on a busy machine, and a shutdown must keep its
 * bound), waits for the others under way, then ends the threads.
 */
export const workerPoolPlugin = fp(
  async (app: FastifyInstance, opts: { threads?: number; queueMax: number; nice?: number }) => {
    const threads = opts.threads ?? Math.max(1, os.availableParallelism() - 1);
    let pool: Piscina | null = null;
    let refused = 0;
    let completed = 0;
    let closing = false;
    // Aborting a running task ends its thread (Piscina starts another if the pool is still used).
    const abandoned = new AbortController();

    const start = () => {
      pool = new Piscina({
        filename: workerFile(),
        minThreads: threads,
        maxThreads: threads,
        // A thread keeps its loaded code (the page renderer, the PDF library's fonts) between tasks.
        idleTimeout: 2 ** 31 - 1,
        maxQueue: opts.queueMax,
        concurrentTasksPerWorker: 1,
        // Each thread reads the priority it gives itself from its environment (workers/priority.ts).
        env: { ...process.env, [WORKER_NICE_ENV]: String(opts.nice ?? DEFAULT_WORKER_NICE) },
      });
      return pool;
    };

    const workers: WorkerPool = {
      async run<N extends TaskName>(name: N, input: TaskInput<N>, options: RunOptions = {}): Promise<TaskOutput<N>> {
        const p = pool ?? start();
        if (closing || p.queueSize >= opts.queueMax) {
          refused += 1;
          throw serverBusy();
        }
        let result: TaskOutput<N>;
        try {
          result = (await p.run(input, {
            name,
            ...(options.abandonOnClose ? { signal: abandoned.signal } : {}),
          })) as TaskOutput<N>;
        } catch (err) {
          // The pool's own bound (the same number) refused it before it started.
          if (err instanceof Error && /queue is at limit/i.test(err.message)) {
            refused += 1;
            throw serverBusy();
          }
          throw err;
        }
        completed += 1;
        return result;
      },
      stats: () => ({
        threads,
        queued: pool?.queueSize ?? 0,
        queueMax: opts.queueMax,
        refused,
        completed,
      }),
    };
    app.decorate('workers', workers);
    app.addHook('onClose', async () => {
      closing = true;
      abandoned.abort();
      // destroy() rejects what waits; the requests that asked have been answered by now (onClose runs after).
      await pool?.close();
    });
  },
  { name: 'worker-pool' },
);
