import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * Makes the first paint need nothing but the HTML: the splash gate script and
 * the static splash's styles are inlined into index.html, and the app's
 * stylesheet moves from <head> to the end of <body>. There it no longer holds
 * back the splash's first frame, yet the app's code (a deferred module) still
 * waits for it, so nothing of the app ever shows unstyled. The server allows
 * the inlined script by its hash (apps/api/src/plugins/security.ts).
 */
export function criticalHtml(root: string): Plugin {
  const gate = () => fs.readFileSync(path.join(root, 'src/splash/splash-gate.js'), 'utf8').trim();
  const styles = () =>
    fs
      .readFileSync(path.join(root, 'src/styles/splash-static.css'), 'utf8')
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .replace(/\n\s*/g, '')
      .trim();
  return {
    name: 'critical-html',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        let out = html
          .replace('<script src="/splash-gate.js"></script>', `<script>${gate()}</script>`)
          .replace('</head>', `<style>${styles()}</style></head>`);
        const links = out.match(/<link rel="stylesheet"[^>]*>/g) ?? [];
        for (const link of links) out = out.replace(link, '');
        return out.replace('</body>', `${links.join('')}</body>`);
      },
    },
  };
}
