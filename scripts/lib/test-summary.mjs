// Counts of one test tier, read from the runners' JSON reports, and the summary npm test prints at the end.
import fs from 'node:fs';

/** Vitest's JSON reporter: counts of tests; a file that fails to load counts as one failure. */
export function vitestCounts(report) {
  const failedFiles = (report.testResults ?? []).filter(
    (file) => file.status === 'failed' && (file.assertionResults ?? []).length === 0,
  ).length;
  return {
    passed: report.numPassedTests ?? 0,
    failed: (report.numFailedTests ?? 0) + failedFiles,
    skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
  };
}

/** Playwright's JSON reporter: expected results passed, flaky ones passed on a retry, unexpected ones failed. */
export function playwrightCounts(report) {
  const stats = report.stats ?? {};
  const errors = (report.errors ?? []).length;
  return {
    passed: (stats.expected ?? 0) + (stats.flaky ?? 0),
    failed: (stats.unexpected ?? 0) + errors,
    skipped: stats.skipped ?? 0,
  };
}

/**
 * The counts of a finished tier: from its report when it wrote one; a runner that failed without a report (it
 * crashed, or could not start) counts as one failure.
 */
export function tierCounts(kind, reportFile, exitCode) {
  let counts = { passed: 0, failed: 0, skipped: 0 };
  if (fs.existsSync(reportFile)) {
    const report = JSON.parse(fs.readFileSync(reportFile, 'utf8'));
    counts = kind === 'playwright' ? playwrightCounts(report) : vitestCounts(report);
  }
  if (exitCode !== 0 && counts.failed === 0) counts.failed = 1;
  return counts;
}

export function formatDuration(ms) {
  const s = Math.round(ms / 1000);
  if (s < 60) return `${s} s`;
  return `${Math.floor(s / 60)} min ${String(s % 60).padStart(2, '0')} s`;
}

export const countsLine = ({ passed, failed, skipped }) => `${passed} passed, ${failed} failed, ${skipped} skipped`;

/** One line per tier, the total, then the counts alone on the last line (what CI reads). */
export function formatSummary(tiers, totalMs) {
  const total = tiers.reduce(
    (sum, t) => ({ passed: sum.passed + t.passed, failed: sum.failed + t.failed, skipped: sum.skipped + t.skipped }),
    { passed: 0, failed: 0, skipped: 0 },
  );
  const width = Math.max(5, ...tiers.map((t) => t.name.length));
  const countsWidth = Math.max(...[...tiers, total].map((t) => countsLine(t).length));
  const row = (name, counts, ms) =>
    `  ${name.padEnd(width)}  ${countsLine(counts).padEnd(countsWidth)}  ${formatDuration(ms)}`;
  return ['Summary', ...tiers.map((t) => row(t.name, t, t.ms)), row('total', total, totalMs), countsLine(total)].join(
    '\n',
  );
}
