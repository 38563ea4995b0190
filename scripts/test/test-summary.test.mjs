import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { formatDuration, formatSummary, playwrightCounts, tierCounts, vitestCounts } from '../lib/test-summary.mjs';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cq-summary-test-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
const write = (name, report) => {
  const file = path.join(dir, name);
  fs.writeFileSync(file, JSON.stringify(report));
  return file;
};

describe('the counts of a tier', () => {
  it("reads Vitest's JSON report, a file that could not load counting as a failure", () => {
    const report = {
      numPassedTests: 40,
      numFailedTests: 2,
      numPendingTests: 1,
      numTodoTests: 1,
      testResults: [
        { status: 'passed', assertionResults: [{}] },
        { status: 'failed', assertionResults: [] },
      ],
    };
    expect(vitestCounts(report)).toEqual({ passed: 40, failed: 3, skipped: 2 });
  });

  it("reads Playwright's JSON report", () => {
    const report = { stats: { expected: 30, unexpected: 1, flaky: 2, skipped: 3 }, errors: [] };
    expect(playwrightCounts(report)).toEqual({ passed: 32, failed: 1, skipped: 3 });
  });

  it('counts a runner that failed without a report as one failure', () => {
    expect(tierCounts('vitest', path.join(dir, 'missing.json'), 1)).toEqual({ passed: 0, failed: 1, skipped: 0 });
    expect(tierCounts('vitest', write('ok.json', { numPassedTests: 3 }), 0)).toEqual({
      passed: 3,
      failed: 0,
      skipped: 0,
    });
  });
});

describe('the summary', () => {
  it('shows each tier and the total, and ends with the counts alone on a line', () => {
    const text = formatSummary(
      [
        { name: 'shared rules', passed: 10, failed: 0, skipped: 0, ms: 4_000 },
        { name: 'journeys', passed: 20, failed: 1, skipped: 2, ms: 300_000 },
      ],
      312_000,
    );
    const lines = text.split('\n');
    expect(lines[0]).toBe('Summary');
    expect(lines[1]).toMatch(/^ {2}shared rules {2}10 passed, 0 failed, 0 skipped +4 s$/);
    expect(lines[2]).toMatch(/^ {2}journeys +20 passed, 1 failed, 2 skipped +5 min 00 s$/);
    expect(lines[3]).toMatch(/^ {2}total +30 passed, 1 failed, 2 skipped +5 min 12 s$/);
    expect(lines.at(-1)).toBe('30 passed, 1 failed, 2 skipped');
  });

  it('writes durations in seconds, then minutes', () => {
    expect(formatDuration(59_400)).toBe('59 s');
    expect(formatDuration(61_000)).toBe('1 min 01 s');
  });
});
