// Writes the public pages as HTML after the client and server builds (npm run build -w @cq/web): each page's
// first screen is in the HTML, so it paints before any script runs, and readers that run no script (search
// engines, link previews) get the page's own title, description and Open Graph tags. The browser hydrates it
// (src/main.tsx). The server maps each path to its file (apps/api/src/plugins/static-web.ts), and draws the
// pages again with the same renderer (dist/ssr) when the organisers change the site's words.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

process.env.NODE_ENV = 'production';
const web = path.resolve(import.meta.dirname, '..');
const dist = path.join(web, 'dist');
const { renderDocument, PRERENDERED_PATHS, DEFAULT_SITE_VIEW } = await import(
  pathToFileURL(path.join(dist, 'ssr/render-page.js')).href
);

/** The file a page path is written to: / → pages/index.html, /continents/asia → pages/continents/asia.html. */
function pageFile(pathname) {
  return path.join(dist, 'pages', `${pathname === '/' ? 'index' : pathname.slice(1)}.html`);
}

const template = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
for (const pathname of PRERENDERED_PATHS) {
  const file = pageFile(pathname);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, await renderDocument(pathname, template, DEFAULT_SITE_VIEW));
}
process.stdout.write(`prerendered ${PRERENDERED_PATHS.length} pages into dist/pages\n`);
