import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
// @ts-expect-error: the repository's scripts are plain JavaScript; the journeys use the browser they install.
import { CHROMIUM, CHROMIUM_ARGS } from '../scripts/lib/chromium.mjs';

// The journeys run against the production build served by the API, on a fresh embedded database.
// scripts/e2e.mjs (npm test, npm run test:e2e) picks a free port and a data directory it removes afterwards.
const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://localhost:${port}`;
process.env.E2E_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'cq-e2e-'));
const root = path.resolve(import.meta.dirname, '..');

export default defineConfig({
  testDir: './tests',
  // The organisers set the fee before any journey: a fresh install has none, and registration stays closed.
  globalSetup: './support/global-setup.ts',
  outputDir: '../test-results/e2e',
  // Generous for a loaded two-core CI machine: a journey waits for what the page shows, never for a fixed time.
  timeout: 120_000,
  expect: { timeout: 20_000 },
  fullyParallel: false,
  workers: 2,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [
    ['list'],
    ['html', { outputFolder: '../playwright-report', open: 'never' }],
    // npm test reads the counts for its summary from this file.
    ...(process.env.E2E_JSON_REPORT ? [['json', { outputFile: process.env.E2E_JSON_REPORT }] as const] : []),
  ],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: CHROMIUM as string, args: CHROMIUM_ARGS as string[] },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: `node ${path.join(root, 'apps/api/dist/server.js')}`,
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseURL,
      DATA_DIR: process.env.E2E_DATA_DIR,
      WEB_DIST: path.join(root, 'apps/web/dist'),
      PREVIEW_PASSWORD: 'e2e-preview-password',
      // The back-office journeys sign in as this super admin, created at start-up.
      ADMIN_EMAIL: 'director@e2e.example',
      ADMIN_PASSWORD: 'Crown-Sceptre-2026!',
      // The journeys' staff sign in with their password alone; two-step sign-in and the organisation's rule that
      // requires it are tested through the API and the components.
      STAFF_SECOND_FACTOR: 'off',
      // The browsers and the second worker keep both cores busy: the pool's threads keep the server's priority so a
      // page redrawn after a save is not left waiting behind them (the lowering is tested through the API).
      WORKER_NICE: '0',
      // Every journey signs up from 127.0.0.1: widen the per-IP account budgets (the limits themselves are API-tested).
      RATE_LIMIT_AUTH_MULTIPLIER: '20',
      LOG_LEVEL: 'warn',
    },
  },
});
