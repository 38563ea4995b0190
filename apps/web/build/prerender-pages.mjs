// Writes the public pages as HTML after the client and server builds (npm run build -w @cq/web): each page's
// first screen is in the HTML, so it paints before any script runs, and readers that run no script (search
// engines, link previews) get the page's own title, description and Open Graph tags. The browser hydrates it
// (src/main.tsx). The server maps each path to its file (apps/api/src/plugins/static-web.ts).
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

process.env.NODE_ENV = 'production';
const web = path.resolve(import.meta.dirname, '..');
const dist = path.join(web, 'dist');
const { renderPage, PRERENDERED_PATHS } = await import(pathToFileURL(path.join(web, 'dist-ssr/render-page.js')).href);

/** The file a page path is written to: / → pages/index.html, /continents/asia → pages/continents/asia.html. */
function pageFile(pathname) {
  return path.join(dist, 'pages', `${pathname === '/' ? 'index' : pathname.slice(1)}.html`);
}

const HOISTED = /^(?:<(?:title)[^>]*>[\s\S]*?<\/title>|<(?:meta|link)\b[^>]*\/?>)/;

/** React puts the page's <title>, <meta> and preload <link>s first; they belong in <head>. */
function splitHead(html) {
  let head = '';
  let rest = html;
  for (let m = rest.match(HOISTED); m; m = rest.match(HOISTED)) {
    head += m[0];
    rest = rest.slice(m[0].length);
  }
  return { head, body: rest };
}

const template = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
if (!template.includes('<div id="root"></div>')) throw new Error('index.html has no empty #root');

for (const pathname of PRERENDERED_PATHS) {
  const { head, body } = splitHead(await renderPage(pathname));
  // A page that failed or suspended would hand the browser inline scripts the CSP refuses: stop the build.
  if (/<script|<template/i.test(body)) throw new Error(`${pathname}: the page did not render completely`);
  const html = template
    // The page's own tags replace the defaults; image preloads come from the page itself (the home page's hero).
    .replace(/\s*<(?:title|meta) data-default[^>]*>(?:[^<]*<\/title>)?/g, '')
    .replace('</head>', `${head}</head>`)
    .replace('<div id="root"></div>', `<div id="root">${body}</div>`);
  const file = pageFile(pathname);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, html);
}
fs.rmSync(path.join(web, 'dist-ssr'), { recursive: true, force: true });
process.stdout.write(`prerendered ${PRERENDERED_PATHS.length} pages into dist/pages\n`);
