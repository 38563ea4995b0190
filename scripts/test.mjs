// `npm test`: every tier of DESIGN §8 — shared rules, API, web components (Vitest), then journeys (Playwright).
import { spawnSync } from 'node:child_process';
import { root } from './lib/build.mjs';

const steps = [
  ['rules, API and components', 'npx', ['vitest', 'run']],
  ['journeys in Chromium', 'node', ['scripts/e2e.mjs']],
];
const failed = [];
for (const [name, cmd, args] of steps) {
  console.log(`\n▶ ${name}`);
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) failed.push(name);
}
console.log(`\n${failed.length ? `Failed: ${failed.join(', ')}` : 'All test tiers passed.'}`);
process.exit(failed.length ? 1 : 0);
