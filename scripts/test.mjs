// `npm test`: every tier — shared rules, API, web components, the scripts (Vitest), then the journeys
// (Playwright) — and one summary at the end: passed, failed, skipped and time per tier, then the total.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { root } from './lib/build.mjs';
import { formatSummary, tierCounts } from './lib/test-summary.mjs';

const reports = fs.mkdtempSync(path.join(os.tmpdir(), 'cq-test-reports-'));
const vitest = (project) => [
  'npx',
  [
    'vitest',
    'run',
    '--project',
    project,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${path.join(reports, `${project}.json`)}`,
  ],
];
const tiers = [
  { name: 'shared rules', kind: 'vitest', report: 'shared.json', run: vitest('shared') },
  { name: 'API', kind: 'vitest', report: 'api.json', run: vitest('api') },
  { name: 'components', kind: 'vitest', report: 'web.json', run: vitest('web') },
  { name: 'scripts', kind: 'vitest', report: 'scripts.json', run: vitest('scripts') },
  { name: 'journeys', kind: 'playwright', report: 'e2e.json', run: ['node', ['scripts/e2e.mjs']] },
];

const results = [];
const started = Date.now();
try {
  for (const tier of tiers) {
    console.log(`\n▶ ${tier.name}`);
    const report = path.join(reports, tier.report);
    const t0 = Date.now();
    const [cmd, args] = tier.run;
    const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, E2E_JSON_REPORT: report } });
    results.push({ name: tier.name, ms: Date.now() - t0, ...tierCounts(tier.kind, report, r.status ?? 1) });
  }
} finally {
  fs.rmSync(reports, { recursive: true, force: true });
}
console.log(`\n${formatSummary(results, Date.now() - started)}`);
process.exit(results.some((t) => t.failed > 0) ? 1 : 0);
