import { Transform, type TransformCallback } from 'node:stream';

/**
 * A stream rewriter that reads its input as it comes: each chunk goes to `feed`, and whatever `feed` throws
 * (an unreadable file) ends the stream with that error.
 */
export abstract class ByteFeedTransform extends Transform {
  protected abstract feed(chunk: Buffer): void;

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    try {
      this.feed(chunk);
      done();
    } catch (err) {
      done(err as Error);
    }
  }
}
