import type { TransformCallback } from 'node:stream';
import { ByteFeedTransform } from './byte-feed-transform';

/**
 * Strips location and device metadata from an MP4 or QuickTime file while it
 * streams. Cameras and phones write it in `udta` (`©xyz` GPS, make, model),
 * `meta` (`com.apple.quicktime.location.ISO6709`, make, model) and `uuid`
 * boxes (XMP, vendor blocks), in the movie, in each track or at the top level.
 *
 * Each such box becomes a `free` box of the same size with its bytes zeroed:
 * every offset in the file stays valid (`stco`/`co64` point into `mdat` by
 * absolute position), so nothing else needs rewriting and the picture and
 * sound are untouched. Only the `moov` box (the index, a few megabytes even
 * for a long video) is held in memory to be scrubbed; `mdat` flows through.
 */
const STRIPPED = new Set(['udta', 'meta', 'uuid']);
/** Boxes whose children are boxes that may hold metadata. */
const CONTAINERS = new Set(['moov', 'trak', 'mdia', 'minf']);
const MAX_MOOV_BYTES = 64 * 1024 * 1024;

export class UnreadableVideoError extends Error {}

interface BoxHeader {
  type: string;
  /** Whole box, header included; Infinity when it runs to the end of the file. */
  size: number;
  headerLength: number;
}

/** The header at `at`, or null when more bytes are needed. */
function readHeader(buf: Buffer, at: number, end: number): BoxHeader | null {
  if (end - at < 8) return null;
  const size32 = buf.readUInt32BE(at);
  const type = buf.toString('latin1', at + 4, at + 8);
  let headerLength = 8;
  let size: number = size32;
  if (size32 === 1) {
    if (end - at < 16) return null;
    size = Number(buf.readBigUInt64BE(at + 8));
    headerLength = 16;
  } else if (size32 === 0) size = Number.POSITIVE_INFINITY;
  if (type === 'uuid') headerLength += 16;
  if (end - at < headerLength) return null;
  if (size < headerLength) throw new UnreadableVideoError(`box ${type} is smaller than its header`);
  return { type, size, headerLength };
}

/** Turns the box at `at` into a zeroed `free` box of the same size (the size field is kept). */
function free(buf: Buffer, at: number, header: BoxHeader, end: number): void {
  buf.write('free', at + 4, 'latin1');
  const sizeFieldEnd = at + (header.headerLength >= 16 && buf.readUInt32BE(at) === 1 ? 16 : 8);
  buf.fill(0, sizeFieldEnd, Math.min(end, at + header.size));
}

/** Frees every metadata box among the children of a container held in memory. */
function scrub(buf: Buffer, start: number, end: number): void {
  let at = start;
  while (at + 8 <= end) {
    const header = readHeader(buf, at, end);
    if (!header) throw new UnreadableVideoError('truncated box header');
    const boxEnd = Number.isFinite(header.size) ? at + header.size : end;
    if (boxEnd > end) throw new UnreadableVideoError(`box ${header.type} overruns its parent`);
    if (STRIPPED.has(header.type)) free(buf, at, header, boxEnd);
    else if (CONTAINERS.has(header.type)) scrub(buf, at + header.headerLength, boxEnd);
    at = boxEnd;
  }
}

export class Mp4MetadataStripper extends ByteFeedTransform {
  private mode: 'header' | 'pass' | 'zero' | 'collect' | 'rest' = 'header';
  private pending: Buffer = Buffer.alloc(0);
  private left = 0;
  private collected: Buffer[] = [];
  private collectedBytes = 0;

  override _flush(done: TransformCallback): void {
    try {
      if (this.mode === 'collect') {
        if (Number.isFinite(this.left)) throw new UnreadableVideoError('the movie box is cut short');
        this.emitCollected();
      } else if (this.mode === 'header' && this.pending.length > 0) this.push(this.pending);
      done();
    } catch (err) {
      done(err as Error);
    }
  }

  protected override feed(input: Buffer): void {
    let chunk = input;
    while (chunk.length > 0) {
      if (this.mode === 'rest') {
        this.push(chunk);
        return;
      }
      if (this.mode === 'header') {
        this.pending = this.pending.length ? Buffer.concat([this.pending, chunk]) : chunk;
        chunk = Buffer.alloc(0);
        const header = readHeader(this.pending, 0, this.pending.length);
        if (!header) continue;
        chunk = this.pending.subarray(header.headerLength);
        this.start(header, Buffer.from(this.pending.subarray(0, header.headerLength)));
        this.pending = Buffer.alloc(0);
        continue;
      }
      const n = Math.min(this.left, chunk.length);
      const part = chunk.subarray(0, n);
      chunk = chunk.subarray(n);
      this.left -= n;
      if (this.mode === 'pass') this.push(part);
      else if (this.mode === 'zero') this.push(Buffer.alloc(n));
      else {
        this.collectedBytes += n;
        if (this.collectedBytes > MAX_MOOV_BYTES) throw new UnreadableVideoError('the movie box is too large');
        this.collected.push(Buffer.from(part));
      }
      if (this.left === 0) {
        if (this.mode === 'collect') this.emitCollected();
        this.mode = 'header';
      }
    }
  }

  private start(header: BoxHeader, head: Buffer): void {
    this.left = header.size - header.headerLength;
    if (STRIPPED.has(header.type)) {
      free(head, 0, header, head.length);
      this.push(head);
      this.mode = 'zero';
    } else if (header.type === 'moov') {
      if (header.size > MAX_MOOV_BYTES) throw new UnreadableVideoError('the movie box is too large');
      this.collected = [head];
      this.collectedBytes = head.length;
      this.mode = 'collect';
    } else {
      this.push(head);
      this.mode = Number.isFinite(this.left) ? 'pass' : 'rest';
    }
    if (this.left === 0) {
      if (this.mode === 'collect') this.emitCollected();
      this.mode = 'header';
    }
  }

  private emitCollected(): void {
    const box = Buffer.concat(this.collected);
    this.collected = [];
    const header = readHeader(box, 0, box.length);
    if (header) scrub(box, header.headerLength, box.length);
    this.push(box);
  }
}
