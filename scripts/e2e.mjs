// Browser journeys: Debian's Chromium, the production build, a fresh embedded database.
import { spawnSync } from 'node:child_process';
import { buildIfStale, root } from './lib/build.mjs';
import { ensureChromium } from './lib/chromium.mjs';

ensureChromium();
buildIfStale();
const r = spawnSync('npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts', ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
});
process.exit(r.status ?? 1);
