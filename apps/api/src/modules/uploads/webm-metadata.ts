import type { TransformCallback } from 'node:stream';
import { ByteFeedTransform } from './byte-feed-transform';
import { UnreadableVideoError } from './mp4-metadata';

/**
 * Strips the tags (titles, dates, places, devices), attachments and the
 * segment's title of a WebM (Matroska) file while it streams: each such
 * element becomes a `Void` element of exactly the same length, zeroed, so the seek
 * index and cues, which address elements by position, stay valid. Every other
 * element flows through; containers of unknown size (live recordings) are
 * entered and read element by element.
 */
const TAGS = 0x1254c367;
const ATTACHMENTS = 0x1941a469;
const TITLE = 0x7ba9;
const STRIPPED = new Set([TAGS, ATTACHMENTS, TITLE]);
/** Elements whose children are read one by one: the segment, its information (for the title) and its clusters. */
const ENTERED = new Set([0x18538067, 0x1549a966, 0x1f43b675]);
const VOID = 0xec;

interface ElementHeader {
  id: number;
  /** Payload length; null when unknown (the element runs until a sibling or parent starts). */
  size: number | null;
  headerLength: number;
}

function vintLength(first: number): number {
  for (let n = 1; n <= 8; n++) if (first & (0x80 >> (n - 1))) return n;
  throw new UnreadableVideoError('invalid element header');
}

function readHeader(buf: Buffer): ElementHeader | null {
  if (buf.length < 1) return null;
  const idLength = vintLength(buf[0] as number);
  if (idLength > 4) throw new UnreadableVideoError('invalid element id');
  if (buf.length < idLength + 1) return null;
  const sizeLength = vintLength(buf[idLength] as number);
  if (buf.length < idLength + sizeLength) return null;
  let id = 0;
  for (let i = 0; i < idLength; i++) id = id * 256 + (buf[i] as number);
  let size = (buf[idLength] as number) & (0xff >> sizeLength);
  let unknown = size === 0xff >> sizeLength;
  for (let i = 1; i < sizeLength; i++) {
    const b = buf[idLength + i] as number;
    size = size * 256 + b;
    unknown &&= b === 0xff;
  }
  return { id, size: unknown ? null : size, headerLength: idLength + sizeLength };
}

/** The header of a Void element that, with `payload` zero bytes, is exactly `total` bytes long. */
function voidHeader(total: number): { head: Buffer; payload: number } {
  const sizeLength = Math.min(8, total - 1);
  const payload = total - 1 - sizeLength;
  const head = Buffer.alloc(1 + sizeLength);
  head[0] = VOID;
  let value = payload;
  for (let i = sizeLength; i >= 1; i--) {
    head[i] = value % 256;
    value = Math.floor(value / 256);
  }
  head[1] = (head[1] as number) | (0x80 >> (sizeLength - 1));
  return { head, payload };
}

export class WebmMetadataStripper extends ByteFeedTransform {
  private mode: 'header' | 'pass' | 'zero' = 'header';
  private pending: Buffer = Buffer.alloc(0);
  private left = 0;
  /** Zero bytes still to emit for the Void element being written (its header may be shorter or longer). */
  private zerosOwed = 0;

  override _flush(done: TransformCallback): void {
    if (this.pending.length > 0) this.push(this.pending);
    done();
  }

  protected override feed(input: Buffer): void {
    let chunk = input;
    while (chunk.length > 0) {
      if (this.mode === 'header') {
        this.pending = this.pending.length ? Buffer.concat([this.pending, chunk]) : chunk;
        chunk = Buffer.alloc(0);
        const header = readHeader(this.pending);
        if (!header) continue;
        chunk = this.pending.subarray(header.headerLength);
        const head = Buffer.from(this.pending.subarray(0, header.headerLength));
        this.pending = Buffer.alloc(0);
        this.start(header, head);
        continue;
      }
      const n = Math.min(this.left, chunk.length);
      this.left -= n;
      if (this.mode === 'pass') this.push(chunk.subarray(0, n));
      else {
        const zeros = this.left === 0 ? this.zerosOwed : Math.min(n, this.zerosOwed);
        this.zerosOwed -= zeros;
        if (zeros > 0) this.push(Buffer.alloc(zeros));
      }
      chunk = chunk.subarray(n);
      if (this.left === 0) this.mode = 'header';
    }
  }

  private start(header: ElementHeader, head: Buffer): void {
    if (STRIPPED.has(header.id)) {
      if (header.size === null) throw new UnreadableVideoError('tags of unknown size');
      const { head: replacement, payload } = voidHeader(header.headerLength + header.size);
      this.push(replacement);
      this.zerosOwed = payload;
      this.left = header.size;
      if (header.size > 0) this.mode = 'zero';
      else if (payload > 0) this.push(Buffer.alloc(payload));
      return;
    }
    this.push(head);
    if (header.size === null || ENTERED.has(header.id)) return; // read its children as they come
    this.left = header.size;
    this.mode = header.size > 0 ? 'pass' : 'header';
  }
}
