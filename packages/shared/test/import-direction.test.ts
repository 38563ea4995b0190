import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

// The wall `npm run lint` keeps on the direction of imports (docs/architecture.md, "Rules the linter enforces"):
// the script (scripts/check-imports.mjs) and, where it can say the rule, Biome's noRestrictedImports (biome.json).
const repo = path.resolve(import.meta.dirname, '../../..');
const script = path.join(repo, 'scripts/check-imports.mjs');
const biome = path.join(repo, 'node_modules/@biomejs/biome/bin/biome');
const run = (root: string) => spawnSync(process.execPath, [script, root], { encoding: 'utf8' });

let tree: string | null = null;
afterEach(() => {
  if (tree) fs.rmSync(tree, { recursive: true, force: true });
  tree = null;
});

/** A repository in miniature holding these files, with the repository's import rules for Biome. */
function fixture(files: Record<string, string>): string {
  tree = fs.mkdtempSync(path.join(os.tmpdir(), 'cq-imports-'));
  const config = JSON.parse(fs.readFileSync(path.join(repo, 'biome.json'), 'utf8'));
  const rules = {
    vcs: { enabled: false },
    formatter: { enabled: false },
    linter: { enabled: true, rules: { preset: 'none' } },
    overrides: config.overrides,
  };
  fs.writeFileSync(path.join(tree, 'biome.json'), JSON.stringify(rules));
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(tree, file)), { recursive: true });
    fs.writeFileSync(path.join(tree, file), text);
  }
  return tree;
}

/** Biome's refusals of imports in a fixture, as `file:line` (its editor diagnostics). */
function biomeRefusals(root: string): string[] {
  const r = spawnSync(process.execPath, [biome, 'lint', '--max-diagnostics=100', '--reporter=json', '.'], {
    cwd: root,
    encoding: 'utf8',
  });
  const report = JSON.parse(r.stdout) as {
    diagnostics: { category: string; location: { path: string; start?: { line: number } } }[];
  };
  return report.diagnostics
    .filter((d) => d.category === 'lint/style/noRestrictedImports')
    .map((d) => `${d.location.path}:${d.location.start?.line}`);
}

/** The script refuses exactly the one wrong import (and lets the right one beside it through). */
function expectOneRefusal(root: string, file: string, specifier: string, rule: string) {
  const r = run(root);
  expect(r.status).toBe(1);
  expect(r.stderr).toContain('1 import(s) against the direction of the code');
  expect(r.stderr).toContain(`${file}: '${specifier}' — ${rule}`);
}

describe('the direction of imports', () => {
  it('holds in this repository', () => {
    const r = run(repo);
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
  });

  it("refuses the API's lib/ importing the database layer", () => {
    const root = fixture({
      'apps/api/src/lib/cache.ts':
        "import type { Database } from '../db/client';\nimport type { Config } from '../config';",
    });
    expectOneRefusal(root, 'apps/api/src/lib/cache.ts', '../db/client', "the API's lib/ imports nothing above it");
    expect(biomeRefusals(root)).toEqual(['apps/api/src/lib/cache.ts:1']);
  });

  it('refuses db/ importing a module', () => {
    const root = fixture({
      'apps/api/src/db/schema/index.ts':
        "export * from './payments';\nimport { votesOf } from '../../modules/voting/repo';\nexport { votesOf };",
    });
    expectOneRefusal(root, 'apps/api/src/db/schema/index.ts', '../../modules/voting/repo', 'db/ imports no adapter');
    expect(biomeRefusals(root)).toEqual(['apps/api/src/db/schema/index.ts:2']);
  });

  it('refuses mail/ importing a module', () => {
    const root = fixture({
      'apps/api/src/mail/plugin.ts':
        "import { getActiveThemeColors } from '../modules/themes/service';\nimport { outbox } from '../db/schema';",
    });
    expectOneRefusal(
      root,
      'apps/api/src/mail/plugin.ts',
      '../modules/themes/service',
      'mail/, storage/, payments/, plugins/ and workers/ import no module',
    );
    expect(biomeRefusals(root)).toEqual(['apps/api/src/mail/plugin.ts:1']);
  });

  it('refuses a module importing the app (through the alias)', () => {
    const root = fixture({
      'apps/api/src/modules/voting/routes.ts':
        "import { buildApp } from '#api/app';\nimport { mailPlugin } from '#api/mail/plugin';",
    });
    expectOneRefusal(root, 'apps/api/src/modules/voting/routes.ts', '#api/app', 'a module imports no app code');
    expect(biomeRefusals(root)).toEqual(['apps/api/src/modules/voting/routes.ts:1']);
  });

  it('refuses payments importing a product module (each product registers with the order flow)', () => {
    const root = fixture({
      'apps/api/src/modules/payments/orders/record.ts': [
        "import { creditPack } from '../../voting/credits';",
        "import { getOrganisation } from '#api/modules/settings/service';",
        "import { setProviderRefundId } from '../../admin/payments/repo';",
        "import { releaseUseOf } from '../coupons-repo';",
      ].join('\n'),
      // The other way is right: a product imports the order flow.
      'apps/api/src/modules/voting/packs.ts': "import { startOrder } from '#api/modules/payments/orders';",
    });
    expectOneRefusal(
      root,
      'apps/api/src/modules/payments/orders/record.ts',
      '../../voting/credits',
      'payments imports no product module',
    );
    expect(biomeRefusals(root)).toEqual(['apps/api/src/modules/payments/orders/record.ts:1']);
  });

  it('refuses payments reaching a product through the alias, and still refuses it the app', () => {
    const root = fixture({
      'apps/api/src/modules/payments/routes.ts':
        "import { markContestantPaid } from '#api/modules/contestants/lifecycle';\nimport { buildApp } from '#api/app';",
    });
    const r = run(root);
    expect(r.status).toBe(1);
    expect(r.stderr).toContain('2 import(s) against the direction of the code');
    expect(r.stderr).toContain("'#api/modules/contestants/lifecycle' — payments imports no product module");
    expect(r.stderr).toContain("'#api/app' — a module imports no app code");
    expect(biomeRefusals(root)).toEqual([
      'apps/api/src/modules/payments/routes.ts:1',
      'apps/api/src/modules/payments/routes.ts:2',
    ]);
  });

  it("refuses the web's components/ importing a feature", () => {
    const root = fixture({
      'apps/web/src/components/ui/field.tsx':
        "import { Gate } from '../../features/payments';\nimport { useLocale } from '../../i18n/locale-context';",
    });
    expectOneRefusal(
      root,
      'apps/web/src/components/ui/field.tsx',
      '../../features/payments',
      'lib/, components/ and i18n/ import no feature or app code',
    );
    expect(biomeRefusals(root)).toEqual(['apps/web/src/components/ui/field.tsx:1']);
  });

  it("refuses a web feature importing the app's routes", () => {
    const root = fixture({
      'apps/web/src/features/voting/pages/vote-page.tsx':
        "import { routes } from '../../../app/routes';\nimport { Button } from '#web/components/ui/button';",
    });
    expectOneRefusal(
      root,
      'apps/web/src/features/voting/pages/vote-page.tsx',
      '../../../app/routes',
      'a feature imports no app code',
    );
    expect(biomeRefusals(root)).toEqual(['apps/web/src/features/voting/pages/vote-page.tsx:1']);
  });

  it("refuses a feature reaching into another feature's insides (the script alone says it)", () => {
    const root = fixture({
      'apps/web/src/features/registration/page.tsx':
        "import { Gate } from '../payments/components/gate';\nimport { Gate as G } from '../payments';",
    });
    expectOneRefusal(
      root,
      'apps/web/src/features/registration/page.tsx',
      '../payments/components/gate',
      "another feature is imported through its face only ('payments' index.ts)",
    );
  });

  it('refuses production code importing the test support (the script alone says it)', () => {
    const root = fixture({
      'apps/web/src/features/voting/pages/vote-page.tsx': "import { renderRoute } from '../../../test/render';",
      'apps/web/src/features/voting/pages/vote-page.test.tsx': "import { renderRoute } from '../../../test/render';",
    });
    expectOneRefusal(
      root,
      'apps/web/src/features/voting/pages/vote-page.tsx',
      '../../../test/render',
      'only tests import the test support',
    );
  });

  it("refuses an import climbing more than three folders instead of naming the file from the app's src", () => {
    const root = fixture({
      'apps/web/src/lib/api-client.ts': 'export const api = {};',
      'apps/web/src/features/admin/audit/api/audit-list.ts': "import { api } from '../../../../lib/api-client';",
      'apps/web/src/features/admin/audit/api/audit-export.ts': "import { api } from '#web/lib/api-client';",
    });
    expectOneRefusal(
      root,
      'apps/web/src/features/admin/audit/api/audit-list.ts',
      '../../../../lib/api-client',
      "an import climbing more than 3 folders names its file from the app's src/ ('#web/…')",
    );
  });

  it('refuses production code importing the shared test samples (the script alone says it)', () => {
    const root = fixture({
      'apps/web/src/features/site/pages/competition-page.tsx':
        "import { SEASON_FORMAT } from '@cq/shared/test-support/competition-format';",
      'apps/web/src/features/site/pages/competition-page.test.tsx':
        "import { SEASON_FORMAT } from '@cq/shared/test-support/competition-format';",
    });
    expectOneRefusal(
      root,
      'apps/web/src/features/site/pages/competition-page.tsx',
      '@cq/shared/test-support/competition-format',
      "only tests import the shared test samples ('@cq/shared/test-support/…')",
    );
  });

  it('refuses the shared package importing an app', () => {
    const root = fixture({
      'packages/shared/src/fees.ts': "import { buildApp } from '../../../apps/api/src/app';\nimport { z } from 'zod';",
    });
    expectOneRefusal(
      root,
      'packages/shared/src/fees.ts',
      '../../../apps/api/src/app',
      'the shared package imports no app',
    );
    expect(biomeRefusals(root)).toEqual(['packages/shared/src/fees.ts:1']);
  });
});
