import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

const ENTRY = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
const PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;
const STYLESHEET = /<link rel="stylesheet" crossorigin href="([^"]+)">\s*/g;

/**
 * Makes the first paint need nothing but the HTML:
 * - the splash gate script and the static splash's styles are inlined into
 *   index.html, so the splash's first frame paints from the HTML alone (with
 *   the gate of the Arabic headings' face, src/i18n/arabic-face.tsx);
 * - at build, the app's stylesheet and code are no longer referenced from the
 *   page: the inlined loader (src/splash/app-loader.js) fetches the stylesheet
 *   (after the splash's first frame on a first visit, at once otherwise) and
 *   then the code, once the page has painted. A prerendered page stays hidden
 *   until the stylesheet arrives (#root in splash-static.css): never unstyled.
 *   Readers that run no script get the stylesheet from <noscript>.
 * The server allows the inlined script by its hash (apps/api/src/plugins/security.ts).
 */
export function criticalHtml(root: string): Plugin {
  const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8').trim();
  // The inlined scripts ship in every page: their comments stay in the source.
  const script = (file: string) =>
    read(file)
      .replace(/^\s*\/\/.*\n/gm, '')
      .replace(/\n\s*/g, '\n');
  const styles = () =>
    read('src/styles/splash-static.css')
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .replace(/\n\s*/g, '')
      .trim();
  return {
    name: 'critical-html',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        let inline = `${script('src/splash/splash-gate.js')}\n${script('src/i18n/arabic-face-gate.js')}`;
        let out = html;
        let noscript = '';
        if (ctx.bundle) {
          const entry = out.match(ENTRY)?.[1];
          if (!entry) throw new Error('critical-html: the entry script is missing from index.html');
          const preloads = [...out.matchAll(PRELOAD)].map((m) => m[1] as string);
          const sheets = [...out.matchAll(STYLESHEET)].map((m) => m[1] as string);
          out = out.replace(ENTRY, '').replace(PRELOAD, '').replace(STYLESHEET, '');
          inline += `\n${script('src/splash/app-loader.js')
            .replace('__APP_STYLES__', JSON.stringify(sheets))
            .replace('__APP_ENTRY__', JSON.stringify(entry))
            .replace('__APP_PRELOADS__', JSON.stringify(preloads))}`;
          noscript = `<noscript>${sheets.map((href) => `<link rel="stylesheet" href="${href}">`).join('')}<style>#splash-static{display:none}</style></noscript>`;
        }
        // The critical styles come before the script: the stylesheet it inserts must follow them to win.
        return out.replace(
          '<script src="/splash-gate.js"></script>',
          `<style>${styles()}</style>${noscript}<script>${inline}</script>`,
        );
      },
    },
  };
}
