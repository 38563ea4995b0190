import fs from 'node:fs';

/** A process's resident memory in kB, as Linux reports it. */
export function rssKb(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(status.match(/VmRSS:\s+(\d+)\s+kB/)?.[1] ?? 0);
}

/**
 * A process's resident memory from now on, sampled every 10 ms: `before` is the first sample (kB), and `stop` takes
 * one last sample, stops, and answers the highest seen (kB).
 */
export function watchPeakRss(pid) {
  const before = rssKb(pid);
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssKb(pid));
  }, 10);
  return {
    before,
    stop() {
      clearInterval(sampler);
      peak = Math.max(peak, rssKb(pid));
      return peak;
    },
  };
}
