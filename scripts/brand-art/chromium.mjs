// Renders inline SVG (with the self-hosted brand fonts) to PNG in Debian's Chromium,
// so text in the Open Graph image and the promo video frames uses Playfair Display and Inter.
import path from 'node:path';
import { chromium } from 'playwright-core';
import { root } from './shapes.mjs';

const FONTS = `
@font-face { font-family: 'Playfair Display'; font-weight: 600; src: url('file://${path.join(root, 'node_modules/@fontsource/playfair-display/files/playfair-display-latin-600-normal.woff2')}'); }
@font-face { font-family: 'Playfair Display'; font-weight: 700; src: url('file://${path.join(root, 'node_modules/@fontsource/playfair-display/files/playfair-display-latin-700-normal.woff2')}'); }
@font-face { font-family: 'Playfair Display'; font-style: italic; font-weight: 600; src: url('file://${path.join(root, 'node_modules/@fontsource/playfair-display/files/playfair-display-latin-600-italic.woff2')}'); }
@font-face { font-family: 'Inter Variable'; font-weight: 100 900; src: url('file://${path.join(root, 'node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2')}'); }
html, body { margin: 0; padding: 0; background: transparent; }
svg { display: block; }`;

export async function openRenderer(width, height) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--allow-file-access-from-files'],
  });
  const page = await browser.newPage({ viewport: { width, height }, deviceScaleFactor: 1 });
  await page.goto(`file://${root}/package.json`);
  return {
    /** Renders one SVG document to a PNG buffer. */
    async render(svg) {
      await page.setContent(`<!doctype html><html><head><style>${FONTS}</style></head><body>${svg}</body></html>`, {
        waitUntil: 'load',
      });
      await page.evaluate(() => document.fonts.ready);
      return page.screenshot({ type: 'png', omitBackground: true, clip: { x: 0, y: 0, width, height } });
    },
    close: () => browser.close(),
  };
}
