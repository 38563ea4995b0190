import AxeBuilder from '@axe-core/playwright';
import type { Page, TestInfo } from '@playwright/test';

/** The rule sets every page is held to: WCAG 2.0, 2.1 and 2.2, levels A and AA. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * axe for these rule sets, plus "label in name" (WCAG 2.5.3), which axe still marks experimental and leaves out
 * of a tag selection unless it is named: a control's accessible name must contain its visible text.
 */
export const wcagAxe = (page: Page) =>
  new AxeBuilder({ page }).options({ rules: { 'label-content-name-mismatch': { enabled: true } } }).withTags(WCAG_TAGS);

export interface Finding {
  page: string;
  size: string;
  rule: string;
  impact: string;
  help: string;
  targets: string[];
}

/**
 * The page at rest: the pointer moved off whatever the last click left it over, and every finite animation and
 * transition finished (a colour caught half-way through a hover fade reads as poor contrast). Waits on the
 * animations themselves, never on a clock.
 */
export async function settleForAxe(page: Page): Promise<void> {
  await page.mouse.move(0, 0);
  // Two frames first: an element just shown (a toast) starts its entrance transition on the next frame, and a
  // transition not yet started is not among the page's animations to wait for.
  await page.evaluate(
    () => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))),
  );
  // A toast on its way out (its timer ran out) fades until it is removed: wait for it to go.
  await page.waitForFunction(() => !document.querySelector('[data-sonner-toast][data-removed="true"]'));
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
}

/** The serious and critical violations on the page as it is now, labelled with the page and size. */
export async function seriousViolations(page: Page, name: string, size: string): Promise<Finding[]> {
  await settleForAxe(page);
  const results = await wcagAxe(page).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      page: name,
      size,
      rule: v.id,
      impact: v.impact as string,
      help: v.help,
      targets: v.nodes.map((n) => n.target.join(' ')),
    }));
}

/**
 * Collects a sweep's findings and page-sizes checked; `report` attaches them as JSON (counts per rule and the
 * page-sizes with a violation) so a run's figures can be read from test-results/e2e/.
 */
export class Sweep {
  readonly findings: Finding[] = [];
  readonly checked: string[] = [];

  constructor(private readonly size: string) {}

  async check(page: Page, name: string): Promise<void> {
    this.checked.push(name);
    this.findings.push(...(await seriousViolations(page, name, this.size)));
  }

  async report(testInfo: TestInfo, label: string): Promise<void> {
    const failing = new Set(this.findings.map((f) => f.page));
    const summary = {
      size: this.size,
      pageSizes: this.checked.length,
      failingPageSizes: failing.size,
      violations: this.findings.length,
      elements: this.findings.reduce((n, f) => n + f.targets.length, 0),
      byImpact: {
        serious: this.findings.filter((f) => f.impact === 'serious').length,
        critical: this.findings.filter((f) => f.impact === 'critical').length,
      },
      findings: this.findings,
    };
    const file = testInfo.outputPath(`axe-${label}.json`);
    const fs = await import('node:fs');
    fs.writeFileSync(file, JSON.stringify(summary, null, 2));
    await testInfo.attach(`axe-${label}`, { path: file, contentType: 'application/json' });
    process.stdout.write(
      `axe ${label}: ${summary.pageSizes} page-sizes, ${summary.failingPageSizes} failing, ` +
        `${summary.byImpact.serious} serious / ${summary.byImpact.critical} critical violations on ${summary.elements} elements\n`,
    );
  }

  /** One line per violation, for the assertion's message. */
  lines(): string[] {
    return this.findings.map((f) => `${f.page} @${f.size} ${f.impact} ${f.rule}: ${f.help} (${f.targets.join(', ')})`);
  }
}
