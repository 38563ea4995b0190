import type { PassThrough, Readable } from 'node:stream';
import { ZipFile } from 'yazl';
import type { StorageAdapter } from '../../storage';

export interface ZipPart {
  name: string;
  /** Written as indented JSON. */
  content: unknown;
}

export interface ZipFileEntry {
  name: string;
  storageKey: string;
}

/**
 * The ZIP of her data as a stream. The JSON parts are small and compressed; each stored file is opened only when
 * the archive reaches it and piped through as it is (photos and videos are already compressed), so the archive
 * holds at most a chunk of one file in memory whatever the files weigh. A file that cannot be read fails the
 * stream, never a silently incomplete archive.
 */
export function zipStream(storage: StorageAdapter, parts: ZipPart[], files: ZipFileEntry[], mtime: Date): Readable {
  const zip = new ZipFile();
  // yazl's output is a PassThrough, typed only as a readable stream.
  const out = zip.outputStream as PassThrough;
  const fail = (err: unknown) => out.destroy(err instanceof Error ? err : new Error(String(err)));
  zip.on('error', fail);
  for (const part of parts) {
    zip.addBuffer(Buffer.from(`${JSON.stringify(part.content, null, 2)}\n`), part.name, { mtime });
  }
  for (const file of files) {
    zip.addReadStreamLazy(file.name, { mtime, compress: false }, (done) => {
      storage.open(file.storageKey).then(({ stream }) => {
        stream.on('error', fail);
        done(null, stream);
      }, fail);
    });
  }
  zip.end();
  return out;
}
