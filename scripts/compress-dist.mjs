// Writes .br and .gz beside every compressible file of the web build, so the
// server sends precompressed assets without compressing on each request.
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const root = path.resolve(process.argv[2] ?? 'apps/web/dist');
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest|map)$/;

function* walk(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else yield full;
  }
}

let count = 0;
// The prerendered pages hold a placeholder where the site's address goes: they are compressed with the address
// of PUBLIC_URL (else the server's default, http://localhost:3000) written in, and the address is noted beside
// them; a server with that address sends these files as they are, any other compresses its own in the background
// (apps/api/src/plugins/web-assets-cache.ts). The page renderer (ssr/) is never sent.
const pages = path.join(root, 'pages') + path.sep;
const renderer = path.join(root, 'ssr') + path.sep;
const PLACEHOLDER = '__CQ_PUBLIC_ORIGIN__';
const origin = new URL(process.env.PUBLIC_URL || `http://localhost:${process.env.PORT || 3000}`).origin;

for (const file of walk(root)) {
  if (!COMPRESSIBLE.test(file) || file.startsWith(renderer)) continue;
  const page = file.startsWith(pages);
  if (page && !file.endsWith('.html')) continue;
  const data = page
    ? Buffer.from(fs.readFileSync(file, 'utf8').replaceAll(PLACEHOLDER, origin))
    : fs.readFileSync(file);
  if (data.length < 512) continue;
  const br = await brotli(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } });
  const gz = await gzip(data, { level: 9 });
  if (br.length < data.length) fs.writeFileSync(`${file}.br`, br);
  if (gz.length < data.length) fs.writeFileSync(`${file}.gz`, gz);
  count++;
}
if (fs.existsSync(pages)) fs.writeFileSync(path.join(pages, 'compressed-for-origin.txt'), `${origin}\n`);
console.log(`precompressed ${count} files in ${path.relative(process.cwd(), root) || '.'}`);
