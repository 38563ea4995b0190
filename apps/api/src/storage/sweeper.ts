import type { FastifyBaseLogger } from 'fastify';
import type { StorageAdapter } from './types';

/** A temporary file not written for an hour belongs to an upload that will never finish. */
export const STALE_AFTER_MS = 60 * 60 * 1000;
export const SWEEP_EVERY_MS = 15 * 60 * 1000;

export interface Sweeper {
  /** Resolves when the sweep under way (if any) has finished. */
  idle(): Promise<void>;
  stop(): void;
}

/**
 * Sweeps the storage's stale temporary files at once and then periodically,
 * so uploads cut short by a killed process do not fill the disk.
 */
export function startSweeper(
  storage: StorageAdapter,
  log: FastifyBaseLogger,
  { everyMs = SWEEP_EVERY_MS, staleAfterMs = STALE_AFTER_MS } = {},
): Sweeper {
  const sweep = storage.sweepStale?.bind(storage);
  if (!sweep) return { idle: async () => {}, stop: () => {} };
  let running: Promise<void> = Promise.resolve();
  const run = () => {
    running = running.then(() =>
      sweep(staleAfterMs).then(
        ({ files, bytes }) => {
          if (files > 0) log.info({ files, bytes }, 'removed temporary files of uploads that never finished');
        },
        (err) => log.warn({ err }, 'temporary upload files could not be swept'),
      ),
    );
  };
  run();
  const timer = setInterval(run, everyMs);
  timer.unref();
  return { idle: () => running, stop: () => clearInterval(timer) };
}
