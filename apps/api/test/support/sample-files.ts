import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import sharp from 'sharp';

const here = path.dirname(fileURLToPath(import.meta.url));

/** Real files for upload tests, made on the fly (images, PDF) or read from fixtures (a 1 s MP4). */
export async function sampleImage(format: 'jpeg' | 'png' | 'webp', opts: { withGps?: boolean } = {}): Promise<Buffer> {
  let image = sharp({
    create: { width: 48, height: 64, channels: 3, background: { r: 91, g: 42, b: 134 } },
  });
  if (opts.withGps) {
    image = image.withExif({
      IFD0: { Make: 'TestCam', Model: 'Location Leaker 3000', Copyright: 'Secret Person' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '0/1 7/1 0/1' },
    });
  }
  return image.toFormat(format).toBuffer();
}

/**
 * A small, well-formed PDF: catalog (1), pages (2), one page (3), its content (4), then `extra` objects from 5 on.
 * `catalog` adds entries to the catalog; `header` replaces the `%PDF-1.4` line (for polyglots).
 */
export function buildPdf(opts: { catalog?: string; extra?: Array<string | Buffer>; header?: string } = {}): Buffer {
  const content = 'BT /F1 12 Tf 20 100 Td (Birth certificate) Tj ET';
  const objects: Array<string | Buffer> = [
    `<< /Type /Catalog /Pages 2 0 R ${opts.catalog ?? ''}>>`,
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] /Contents 4 0 R >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    ...(opts.extra ?? []),
  ];
  const chunks: Buffer[] = [Buffer.from(opts.header ?? '%PDF-1.4\n', 'latin1')];
  let length = chunks[0]?.length ?? 0;
  const offsets: number[] = [];
  objects.forEach((obj, i) => {
    offsets.push(length);
    const chunk = Buffer.concat([
      Buffer.from(`${i + 1} 0 obj\n`, 'latin1'),
      Buffer.isBuffer(obj) ? obj : Buffer.from(obj, 'latin1'),
      Buffer.from('\nendobj\n', 'latin1'),
    ]);
    chunks.push(chunk);
    length += chunk.length;
  });
  let tail = `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const o of offsets) tail += `${String(o).padStart(10, '0')} 00000 n \n`;
  tail += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${length}\n%%EOF\n`;
  return Buffer.concat([...chunks, Buffer.from(tail, 'latin1')]);
}

/** A small, well-formed one-page PDF. */
export function samplePdf(): Buffer {
  return buildPdf();
}

/** A stream object: `dict` entries, then the data with its /Length. */
export function pdfStream(dict: string, data: Buffer): Buffer {
  return Buffer.concat([
    Buffer.from(`<< ${dict} /Length ${data.length} >>\nstream\n`, 'latin1'),
    data,
    Buffer.from('\nendstream', 'latin1'),
  ]);
}

/** A compressed object stream holding object `objectNumber` (the catalog can point at it), as PDF 1.5 writers make. */
export function objectStream(objectNumber: number, object: string, filters: 'flate' | 'hex+flate' = 'flate'): Buffer {
  const index = `${objectNumber} 0 `;
  const deflated = zlib.deflateSync(Buffer.from(index + object, 'latin1'));
  const dict = `/Type /ObjStm /N 1 /First ${index.length}`;
  if (filters === 'flate') return pdfStream(`${dict} /Filter /FlateDecode`, deflated);
  return pdfStream(`${dict} /Filter [/ASCIIHexDecode /FlateDecode]`, Buffer.from(`${deflated.toString('hex')}>`));
}

export function sampleMp4(): Buffer {
  return fs.readFileSync(path.join(here, '..', 'fixtures', 'tiny.mp4'));
}

/** An executable (this machine's own `true`, an ELF binary) to be sent under an image's name. */
export function sampleExecutable(): Buffer {
  return fs.readFileSync('/usr/bin/true');
}
