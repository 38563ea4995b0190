import { embedSiteView, localeDirection, type SiteView, splitLocalePath } from '@cq/shared';

const HOISTED = /^(?:<(?:title)[^>]*>[\s\S]*?<\/title>|<(?:meta|link)\b[^>]*\/?>)/;

/** React puts the page's <title>, <meta> and preload <link>s first; they belong in <head>. */
function splitHead(html: string): { head: string; body: string } {
  let head = '';
  let rest = html;
  for (let m = rest.match(HOISTED); m; m = rest.match(HOISTED)) {
    head += m[0];
    rest = rest.slice(m[0].length);
  }
  return { head, body: rest };
}

/**
 * One whole public page: the built shell (`template`, dist/index.html) with
 * the page's own head tags, its rendered body and the site view it was drawn
 * from, which the browser reads back to hydrate the same markup.
 */
export function assembleDocument(template: string, rendered: string, view: SiteView, pathname: string): string {
  if (!template.includes('<div id="root"></div>')) throw new Error('index.html has no empty #root');
  const { head, body } = splitHead(rendered);
  // A page that failed or suspended would hand the browser inline scripts the CSP refuses.
  if (/<script|<template/i.test(body)) throw new Error(`${pathname}: the page did not render completely`);
  const { locale } = splitLocalePath(pathname);
  const html = template
    // The page's language and writing direction, before any script runs (right to left for Arabic).
    .replace(/<html lang="en">/, `<html lang="${locale}" dir="${localeDirection(locale)}">`)
    // The page's own tags replace the defaults; image preloads come from the page itself (the home page's hero).
    .replace(/\s*<(?:title|meta) data-default[^>]*>(?:[^<]*<\/title>)?/g, '')
    // Replacer functions: the organisers' words must not be read as replacement patterns ($&, $').
    .replace('</head>', () => `${head}</head>`)
    .replace('<div id="root"></div>', () => `<div id="root">${body}</div>`);
  return embedSiteView(html, view);
}
