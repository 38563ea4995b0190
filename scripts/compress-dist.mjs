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
// The prerendered pages are compressed by the server, after it writes the site's address into them; the page
// renderer (ssr/) is never sent.
const pages = path.join(root, 'pages') + path.sep;
const renderer = path.join(root, 'ssr') + path.sep;

for (const file of walk(root)) {
  if (!COMPRESSIBLE.test(file) || file.startsWith(pages) || file.startsWith(renderer)) continue;
  const data = fs.readFileSync(file);
  if (data.length < 512) continue;
  const br = await brotli(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } });
  const gz = await gzip(data, { level: 9 });
  if (br.length < data.length) fs.writeFileSync(`${file}.br`, br);
  if (gz.length < data.length) fs.writeFileSync(`${file}.gz`, gz);
  count++;
}
console.log(`precompressed ${count} files in ${path.relative(process.cwd(), root) || '.'}`);
