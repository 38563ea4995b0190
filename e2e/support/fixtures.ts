import { test as base, expect, type Page, type TestInfo } from '@playwright/test';
import { settleForAxe, wcagAxe } from './axe';

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1440, height: 900 };

interface Options {
  /** Leave the splash screen on (it is skipped by default: it shows once per browser session). */
  showSplash: boolean;
}

export const test = base.extend<Options>({
  showSplash: [false, { option: true }],
  page: async ({ page, showSplash }, use) => {
    if (!showSplash) {
      await page.addInitScript(() => sessionStorage.setItem('splashSeen', '1'));
    }
    await use(page);
  },
});
export { expect };

/** A full-page screenshot at phone and desktop sizes, saved as a test artifact. */
export async function snapBoth(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  for (const [label, size] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    await page.setViewportSize(size);
    // The new layout painted: two animation frames after the resize.
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    const file = testInfo.outputPath(`${name}-${label}.png`);
    await page.screenshot({ path: file, fullPage: true });
    await testInfo.attach(`${name}-${label}`, { path: file, contentType: 'image/png' });
  }
}

/** No serious or critical accessibility violation (WCAG 2.2 AA, as the sweep checks) on the current page. */
export async function expectAccessible(page: Page): Promise<void> {
  await settleForAxe(page);
  const results = await wcagAxe(page).analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
}
