import os from 'node:os';

/** Where a thread of the pool finds the nice value it should give itself (set by the pool from the config). */
export const WORKER_NICE_ENV = 'CQ_WORKER_NICE';
export const DEFAULT_WORKER_NICE = 10;

/** The nice value this thread should take: the pool's setting, else the default. */
export function workerNice(env: NodeJS.ProcessEnv = process.env): number {
  const value = Number(env[WORKER_NICE_ENV]);
  return Number.isInteger(value) && value >= 0 && value <= 19 ? value : DEFAULT_WORKER_NICE;
}

/**
 * Each thread of the pool lowers its own priority when it starts. On Linux a thread's priority is its own, so
 * the pool's threads yield the CPU to the event loop (health, votes, every request) whenever both want it, and
 * take what is left. Elsewhere the same call would lower the whole process, event loop included, so it is made
 * on Linux only. A thread never raises its priority (a process already started nicer stays so), and where the
 * system refuses the change the thread runs at the priority it was given.
 */
export function lowerOwnPriority(nice = workerNice()): void {
  if (process.platform !== 'linux') return;
  try {
    if (os.getPriority() < nice) os.setPriority(nice);
  } catch {
    // Not permitted here: the thread keeps the priority it was given.
  }
}
