import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
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

/** A small, well-formed one-page PDF. */
export function samplePdf(): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] /Contents 4 0 R >>',
  ];
  const stream = 'BT /F1 12 Tf 20 100 Td (Birth certificate) Tj ET';
  objects.push(`<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`);
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((obj, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${obj}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const o of offsets) body += `${String(o).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

export function sampleMp4(): Buffer {
  return fs.readFileSync(path.join(here, '..', 'fixtures', 'tiny.mp4'));
}

/** An executable (this machine's own `true`, an ELF binary) to be sent under an image's name. */
export function sampleExecutable(): Buffer {
  return fs.readFileSync('/usr/bin/true');
}
