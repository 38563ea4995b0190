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

/** An MP4/QuickTime box: 32-bit size, four-character type, payload. */
export function mp4Box(type: string, ...payload: Buffer[]): Buffer {
  const body = Buffer.concat(payload);
  const head = Buffer.alloc(8);
  head.writeUInt32BE(8 + body.length);
  head.write(type, 4, 'latin1');
  return Buffer.concat([head, body]);
}

/** A QuickTime text atom of `udta` (`©xyz`, `©mak`…): 16-bit length, 16-bit language, the text. */
function textAtom(type: string, text: string): Buffer {
  const bytes = Buffer.from(text, 'latin1');
  const head = Buffer.alloc(4);
  head.writeUInt16BE(bytes.length);
  head.writeUInt16BE(0x15c7, 2);
  return mp4Box(type, head, bytes);
}

/** Offsets of the boxes among the children of [start, end). */
export function mp4Children(
  buf: Buffer,
  start = 0,
  end = buf.length,
): Array<{ type: string; at: number; size: number }> {
  const boxes: Array<{ type: string; at: number; size: number }> = [];
  for (let at = start; at + 8 <= end; ) {
    const size = buf.readUInt32BE(at);
    boxes.push({ type: buf.toString('latin1', at + 4, at + 8), at, size });
    if (size < 8) break;
    at += size;
  }
  return boxes;
}

export const LOCATIONS = { movie: '+51.5074-000.1278/', track: '+48.8584+002.2945/', xmp: '51,30.0N' };

/**
 * The 1 s MP4 as a phone would leave it: GPS (`©xyz`) and the camera's make in the movie's `udta`, GPS in the
 * track's `udta`, and an XMP `uuid` box with GPS after the media. The chunk offsets (`stco`) are moved by the
 * bytes added before `mdat`, so the file still plays.
 */
export function sampleMp4WithLocation(): Buffer {
  const mp4 = sampleMp4();
  const moov = mp4Children(mp4).find((b) => b.type === 'moov');
  if (!moov) throw new Error('no moov in the fixture');
  const trak = mp4Children(mp4, moov.at + 8, moov.at + moov.size).find((b) => b.type === 'trak');
  if (!trak) throw new Error('no trak in the fixture');
  const movieUdta = mp4Box('udta', textAtom('\xa9xyz', LOCATIONS.movie), textAtom('\xa9mak', 'Location Leaker 3000'));
  const trackUdta = mp4Box('udta', textAtom('\xa9xyz', LOCATIONS.track));
  const xmp = mp4Box(
    'uuid',
    Buffer.from('be7acfcb97a942e89c71999491e3afac', 'hex'),
    Buffer.from(`<x:xmpmeta><exif:GPSLatitude>${LOCATIONS.xmp}</exif:GPSLatitude></x:xmpmeta>`),
  );
  const trakEnd = trak.at + trak.size;
  const moovEnd = moov.at + moov.size;
  const out = Buffer.concat([
    mp4.subarray(0, trakEnd),
    trackUdta,
    mp4.subarray(trakEnd, moovEnd),
    movieUdta,
    mp4.subarray(moovEnd),
    xmp,
  ]);
  const grow = trackUdta.length + movieUdta.length;
  out.writeUInt32BE(moov.size + grow, moov.at);
  out.writeUInt32BE(trak.size + trackUdta.length, trak.at);
  const stco = out.indexOf('stco', moov.at, 'latin1') - 4;
  const count = out.readUInt32BE(stco + 12);
  for (let i = 0; i < count; i++) {
    const at = stco + 16 + 4 * i;
    out.writeUInt32BE(out.readUInt32BE(at) + grow, at);
  }
  return out;
}

/** An EBML element: its id (hex), its size as an 8-byte number (or unknown), its payload. */
export function ebml(id: string, payload: Buffer | string | number, opts: { unknownSize?: boolean } = {}): Buffer {
  const body =
    typeof payload === 'number' ? Buffer.from([payload]) : Buffer.isBuffer(payload) ? payload : Buffer.from(payload);
  const size = Buffer.alloc(8);
  if (opts.unknownSize) size.fill(0xff, 1);
  else size.writeBigUInt64BE(BigInt(body.length));
  size[0] = 0x01;
  return Buffer.concat([Buffer.from(id, 'hex'), size, body]);
}

/**
 * A small WebM as a phone's recorder might write it: a VP8 track, the device in WritingApp, and a Tags element
 * with the place it was filmed; optionally with the segment and cluster of unknown size that live recorders write.
 */
export function sampleWebmWithLocation(opts: { live?: boolean } = {}): Buffer {
  const header = ebml(
    '1a45dfa3',
    Buffer.concat([
      ebml('4286', 1),
      ebml('42f7', 1),
      ebml('42f2', 4),
      ebml('42f3', 8),
      ebml('4282', 'webm'),
      ebml('4287', 2),
      ebml('4285', 2),
    ]),
  );
  const info = ebml(
    '1549a966',
    Buffer.concat([
      ebml('2ad7b1', Buffer.from([0x0f, 0x42, 0x40])),
      ebml('4d80', 'rec'),
      ebml('5741', 'rec'),
      ebml('7ba9', 'At home'),
    ]),
  );
  const video = ebml('e0', Buffer.concat([ebml('b0', 16), ebml('ba', 16)]));
  const tracks = ebml(
    '1654ae6b',
    ebml('ae', Buffer.concat([ebml('d7', 1), ebml('83', 1), ebml('86', 'V_VP8'), video])),
  );
  const tags = ebml(
    '1254c367',
    ebml('7373', ebml('67c8', Buffer.concat([ebml('45a3', 'LOCATION'), ebml('4487', LOCATIONS.movie)]))),
  );
  const block = ebml('a3', Buffer.concat([Buffer.from([0x81, 0, 0, 0x80]), Buffer.alloc(64, 0x5a)]));
  const cluster = ebml('1f43b675', Buffer.concat([ebml('e7', 0), block]), { unknownSize: opts.live });
  const children = opts.live ? [info, tracks, cluster, tags] : [info, tracks, tags, cluster];
  return Buffer.concat([header, ebml('18538067', Buffer.concat(children), { unknownSize: opts.live })]);
}

/** An executable (this machine's own `true`, an ELF binary) to be sent under an image's name. */
export function sampleExecutable(): Buffer {
  return fs.readFileSync('/usr/bin/true');
}
