import { promisify } from 'node:util';
import zlib from 'node:zlib';

/**
 * Decoding of PDF stream data, so that what a viewer would read out of a
 * compressed stream (an object stream can hold whole dictionaries) is scanned
 * too. Every decoder is bounded: it stops at `limit` output bytes and reports
 * it, so a decompression bomb cannot exhaust memory.
 */
export interface Decoded {
  data: Buffer;
  overLimit: boolean;
}

/** Inflates what can be inflated: a stream damaged half-way still yields its first half, as viewers read it. */
function inflate(data: Buffer, limit: number): Promise<Decoded> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let settled = false;
    const options = { finishFlush: zlib.constants.Z_SYNC_FLUSH };
    const stream = zlib.createInflate(options);
    const finish = (overLimit: boolean) => {
      if (settled) return;
      settled = true;
      stream.destroy();
      resolve({ data: Buffer.concat(chunks), overLimit });
    };
    stream.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) return finish(true);
      chunks.push(chunk);
    });
    stream.on('error', () => finish(false));
    stream.on('end', () => finish(false));
    stream.end(data);
  });
}

const inflateWhole = promisify(zlib.inflate);
/** Streams this small inflate faster than a trip to the thread pool costs. */
const SMALL_STREAM_BYTES = 16 * 1024;

/**
 * Inflates a FlateDecode stream. `mayReadDamaged` is asked before a damaged
 * stream is read the slow way; when it says no the stream is 'unchecked'.
 */
export async function flateDecode(
  data: Buffer,
  limit: number,
  mayReadDamaged: () => boolean,
): Promise<Decoded | 'unchecked'> {
  // The common case in one call (a small stream at once, a large one on the thread pool); a damaged or
  // header-less stream goes the slow way.
  const options = { maxOutputLength: Math.max(1, limit) };
  try {
    const out = data.length < SMALL_STREAM_BYTES ? zlib.inflateSync(data, options) : await inflateWhole(data, options);
    return { data: out, overLimit: false };
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE')
      return { data: Buffer.alloc(0), overLimit: true };
  }
  if (!mayReadDamaged()) return 'unchecked';
  return inflate(data, limit);
}

const isSpace = (b: number) => b === 0 || b === 9 || b === 10 || b === 12 || b === 13 || b === 32;

export function asciiHexDecode(data: Buffer): Buffer {
  const out: number[] = [];
  let high = -1;
  for (const b of data) {
    if (b === 0x3e) break;
    if (isSpace(b)) continue;
    const v = Number.parseInt(String.fromCharCode(b), 16);
    if (Number.isNaN(v)) break;
    if (high < 0) high = v;
    else {
      out.push(high * 16 + v);
      high = -1;
    }
  }
  if (high >= 0) out.push(high * 16);
  return Buffer.from(out);
}

export function ascii85Decode(data: Buffer): Buffer {
  const out: number[] = [];
  const group: number[] = [];
  const flush = (count: number) => {
    while (group.length < 5) group.push(84);
    let value = 0;
    for (const d of group) value = value * 85 + d;
    const bytes = [(value >>> 24) & 255, (value >>> 16) & 255, (value >>> 8) & 255, value & 255];
    out.push(...bytes.slice(0, count));
    group.length = 0;
  };
  for (const b of data) {
    if (b === 0x7e) break;
    if (isSpace(b)) continue;
    if (b === 0x7a && group.length === 0) {
      out.push(0, 0, 0, 0);
      continue;
    }
    if (b < 0x21 || b > 0x75) break;
    group.push(b - 0x21);
    if (group.length === 5) flush(4);
  }
  if (group.length > 1) flush(group.length - 1);
  return Buffer.from(out);
}

export function runLengthDecode(data: Buffer, limit: number): Decoded {
  const out: Buffer[] = [];
  let size = 0;
  let i = 0;
  while (i < data.length) {
    const n = data[i] as number;
    if (n === 128) break;
    const chunk = n < 128 ? data.subarray(i + 1, i + 2 + n) : Buffer.alloc(257 - n, data[i + 1] ?? 0);
    i += n < 128 ? n + 2 : 2;
    size += chunk.length;
    if (size > limit) return { data: Buffer.concat(out), overLimit: true };
    out.push(chunk);
  }
  return { data: Buffer.concat(out), overLimit: false };
}

/**
 * Undoes a PNG or TIFF predictor (DecodeParms /Predictor): without this a name
 * inside a predicted stream is stored as differences between bytes and would
 * not be seen.
 */
export function unpredict(data: Buffer, predictor: number, columns: number, colors: number, bpc: number): Buffer {
  const bpp = Math.max(1, Math.ceil((colors * bpc) / 8));
  const rowLength = Math.ceil((columns * colors * bpc) / 8);
  if (rowLength <= 0) return data;
  if (predictor === 2) {
    if (bpc !== 8) return data;
    const out = Buffer.from(data);
    for (let row = 0; row < out.length; row += rowLength)
      for (let i = row + bpp; i < Math.min(row + rowLength, out.length); i++)
        out[i] = ((out[i] as number) + (out[i - bpp] as number)) & 255;
    return out;
  }
  if (predictor < 10) return data;
  const rows = Math.floor(data.length / (rowLength + 1));
  const out = Buffer.alloc(rows * rowLength);
  for (let r = 0; r < rows; r++) {
    const type = data[r * (rowLength + 1)] as number;
    const src = r * (rowLength + 1) + 1;
    const dst = r * rowLength;
    for (let i = 0; i < rowLength; i++) {
      const x = data[src + i] as number;
      const left = i >= bpp ? (out[dst + i - bpp] as number) : 0;
      const up = r > 0 ? (out[dst - rowLength + i] as number) : 0;
      const upLeft = r > 0 && i >= bpp ? (out[dst - rowLength + i - bpp] as number) : 0;
      let value = x;
      if (type === 1) value = x + left;
      else if (type === 2) value = x + up;
      else if (type === 3) value = x + ((left + up) >> 1);
      else if (type === 4) {
        const p = left + up - upLeft;
        const pa = Math.abs(p - left);
        const pb = Math.abs(p - up);
        const pc = Math.abs(p - upLeft);
        value = x + (pa <= pb && pa <= pc ? left : pb <= pc ? up : upLeft);
      }
      out[dst + i] = value & 255;
    }
  }
  return out;
}
