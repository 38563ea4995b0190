import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  deadReferences,
  decisionNumbers,
  namedPaths,
  pathExists,
  readRepoFile,
  relativeLinks,
  repositoryPaths,
} from '../lib/doc-links.mjs';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const PATHS = repositoryPaths(ROOT);

const SAMPLE_PATHS = [
  'docs/architecture.md',
  'docs/decisions/0005-registration-drafts.md',
  'docs/product/judging.md',
  'apps/api/src/modules/judging/refusals.ts',
  'apps/api/src/modules/admin/todos/routes.ts',
  'apps/api/src/modules/admin/inbox/routes.ts',
];

describe('what a text points at', () => {
  it('finds relative links, not web addresses, mails or anchors of the same page', () => {
    const text = '[a](product/judging.md#codes) [b](https://x.org) [c](mailto:a@b.c) [d](#top) [e](/api)';
    expect(relativeLinks(text)).toEqual(['product/judging.md']);
  });

  it('reads decision numbers from prose, leaving out what is in brackets', () => {
    expect(decisionNumbers('decision 0014; decisions 0004, 0017 (2017, refunds) and 0027')).toEqual([
      '0014',
      '0004',
      '0017',
      '0027',
    ]);
  });

  it('names paths in code spans and diagrams, never words, routes, aliases or code', () => {
    const text = '`modules/judging` `orders/index.ts` `users` `/api` `#api/…` `ok(data)` box: lib/api-client.ts';
    expect(namedPaths(text)).toEqual(['modules/judging', 'orders/index.ts', 'lib/api-client.ts']);
  });

  it('finds a named path ending any path, with <area> for one name and {a,b} for each', () => {
    expect(pathExists('modules/<area>/refusals.ts', SAMPLE_PATHS)).toBe(true);
    expect(pathExists('modules/admin/{todos,inbox}', SAMPLE_PATHS)).toBe(true);
    expect(pathExists('modules/admin/{todos,privacy}', SAMPLE_PATHS)).toBe(false);
    expect(pathExists('judging/refusal.ts', SAMPLE_PATHS)).toBe(false);
  });

  it('reports a dead link, a cited record that is not there, one cited without its name, and a dead path', () => {
    const text = [
      '[judging](product/judging.md) [gone](product/gone.md)',
      'docs/decisions/0005-registration-drafts.md docs/decisions/0005 docs/decisions/0006-polling.md',
      'decision 0005, decisions 0005 and 0099',
    ].join('\n');
    expect(deadReferences({ text, file: 'docs/architecture.md', paths: SAMPLE_PATHS, links: true })).toEqual([
      'link product/gone.md',
      'decision record decisions/0005',
      'decision record decisions/0006-polling.md',
      'decision 0099',
    ]);
    const guide = '`modules/judging/refusals.ts` `modules/judging/refused.ts` box: modules/<area>/gone.ts';
    expect(
      deadReferences({ text: guide, file: 'docs/architecture.md', paths: SAMPLE_PATHS, withNamedPaths: true }),
    ).toEqual(['path modules/judging/refused.ts', 'path modules/<area>/gone.ts']);
  });
});

describe('the repository', () => {
  it('has documents whose links and cited decision records are all there', () => {
    const docs = PATHS.filter((p) => p === 'README.md' || /^docs\/.+\.md$/.test(p));
    expect(docs.length).toBeGreaterThan(40);
    const dead = docs.flatMap((file) =>
      deadReferences({ text: readRepoFile(ROOT, file), file, paths: PATHS, links: true }).map((d) => `${file}: ${d}`),
    );
    expect(dead).toEqual([]);
  });

  it('has an architecture guide whose every named path is there', () => {
    const file = 'docs/architecture.md';
    const text = readRepoFile(ROOT, file);
    expect(namedPaths(text).length).toBeGreaterThan(100);
    expect(deadReferences({ text, file, paths: PATHS, withNamedPaths: true })).toEqual([]);
  });

  it('has code whose comments cite decision records that are there', () => {
    // This file's own samples point at nothing on purpose.
    const code = PATHS.filter(
      (p) => /^(apps|packages|scripts|e2e)\/.+\.(ts|tsx|mjs)$/.test(p) && p !== 'scripts/test/doc-links.test.mjs',
    );
    expect(code.length).toBeGreaterThan(500);
    const dead = code.flatMap((file) =>
      deadReferences({ text: readRepoFile(ROOT, file), file, paths: PATHS }).map((d) => `${file}: ${d}`),
    );
    expect(dead).toEqual([]);
  });
});
