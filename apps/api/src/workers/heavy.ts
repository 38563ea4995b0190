/**
 * The heavy work of the server, run on the worker pool's threads (plugins/worker-pool.ts) so the event loop
 * keeps answering while it runs: drawing and compressing pages, receipt PDFs, compressing export files. Each
 * task is a named export taking plain data (what structured clone carries) and answering bytes.
 */
import { createHash } from 'node:crypto';
import os from 'node:os';
import { pathToFileURL } from 'node:url';
import zlib from 'node:zlib';
import type { PageDataEntry, SiteView } from '@cq/shared';
import { PRERENDER_ORIGIN_PLACEHOLDER } from '@cq/shared';
import type { AccountingCsvTask } from './accounting-csv';
import { lowerOwnPriority } from './priority';
import type { ReceiptSheet } from './receipt-pdf';

/** A page with its compressed variants, as the server keeps it. */
export interface CompressedPage {
  identity: Uint8Array;
  br: Uint8Array;
  gzip: Uint8Array;
  etag: string;
}

interface PageRenderer {
  renderDocument(pathname: string, template: string, view: SiteView, data?: readonly PageDataEntry[]): Promise<string>;
}

const renderers = new Map<string, Promise<PageRenderer>>();

// The thread yields the CPU to the event loop from its start (workers/priority.ts).
lowerOwnPriority();

/** The thread's own priority (its nice value), as the system reports it. */
export function threadPriority(): number {
  return os.getPriority();
}

/** The page's bytes, its ETag, and brotli (quality 9) and gzip (level 9) variants. */
export function compressPage({ html }: { html: string }): CompressedPage {
  const identity = Buffer.from(html);
  const etag = `"${createHash('sha1').update(identity).digest('base64url').slice(0, 20)}"`;
  const br = zlib.brotliCompressSync(identity, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: 9,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
    },
  });
  const gzip = zlib.gzipSync(identity, { level: 9 });
  return { identity, br, gzip, etag };
}

export interface DrawPageTask {
  /** The build's page renderer (dist/ssr/render-page.js). */
  rendererFile: string;
  pathname: string;
  template: string;
  view: SiteView;
  data?: readonly PageDataEntry[];
  /** The site's origin, written where the renderer left the placeholder. */
  origin: string;
}

/** Draws one page with the build's renderer for a site view (and its data), then compresses it. */
export async function drawPage(task: DrawPageTask): Promise<CompressedPage> {
  let renderer = renderers.get(task.rendererFile);
  if (!renderer) {
    renderer = import(pathToFileURL(task.rendererFile).href) as Promise<PageRenderer>;
    renderers.set(task.rendererFile, renderer);
  }
  const html = await (await renderer).renderDocument(task.pathname, task.template, task.view, task.data);
  return compressPage({ html: html.replaceAll(PRERENDER_ORIGIN_PLACEHOLDER, task.origin) });
}

/** A receipt as PDF bytes. */
export async function receiptPdf(content: ReceiptSheet): Promise<Uint8Array> {
  const { drawReceipt } = await import('./receipt-pdf');
  const doc = drawReceipt(content);
  const chunks: Buffer[] = [];
  for await (const chunk of doc) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Gzip (level 6) of some bytes: an export's file compressed off the event loop. */
export function gzipBytes({ bytes }: { bytes: Uint8Array }): Uint8Array {
  return zlib.gzipSync(bytes, { level: 6 });
}

/** The accounting export's CSV file as UTF-8 bytes (workers/accounting-csv.ts). */
export async function accountingCsvBytes(task: AccountingCsvTask): Promise<Uint8Array> {
  const { accountingCsv } = await import('./accounting-csv');
  return Buffer.from(accountingCsv(task), 'utf8');
}
