import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ByteRange, StorageAdapter } from './types';

const PARTIAL_SUFFIX = '.part';

/** Files under DATA_DIR/uploads, written to a temporary name and renamed when complete. */
export function localStorage(root: string): StorageAdapter {
  const resolved = path.resolve(root);
  /** Temporary files this process is writing now: never swept, however old their last write. */
  const writing = new Set<string>();
  const fileOf = (key: string) => {
    const file = path.resolve(resolved, key);
    if (!file.startsWith(resolved + path.sep)) throw new Error(`storage key escapes the root: ${key}`);
    return file;
  };

  return {
    kind: 'local',
    async put(key, body) {
      const file = fileOf(key);
      await fs.promises.mkdir(path.dirname(file), { recursive: true });
      const partial = `${file}.${randomBytes(6).toString('hex')}${PARTIAL_SUFFIX}`;
      writing.add(partial);
      try {
        const source = Buffer.isBuffer(body) ? Readable.from([body]) : body;
        await pipeline(source, fs.createWriteStream(partial, { flags: 'wx' }));
        await fs.promises.rename(partial, file);
      } catch (err) {
        await fs.promises.rm(partial, { force: true });
        throw err;
      } finally {
        writing.delete(partial);
      }
    },
    /**
     * Removes temporary files left by a process that died while writing
     * (`kill -9`, a crash, a full disk): those not written for `olderThanMs`
     * and not being written by this process.
     */
    async sweepStale(olderThanMs, now = Date.now()) {
      const removed = { files: 0, bytes: 0 };
      let names: string[];
      try {
        names = await fs.promises.readdir(resolved, { recursive: true });
      } catch {
        return removed;
      }
      for (const name of names) {
        if (!name.endsWith(PARTIAL_SUFFIX)) continue;
        const file = path.join(resolved, name);
        if (writing.has(file)) continue;
        const stat = await fs.promises.stat(file).catch(() => null);
        if (!stat?.isFile() || now - stat.mtimeMs < olderThanMs) continue;
        await fs.promises.rm(file, { force: true });
        removed.files += 1;
        removed.bytes += stat.size;
      }
      return removed;
    },
    async delete(key) {
      await fs.promises.rm(fileOf(key), { force: true });
    },
    async open(key, range?: ByteRange) {
      const file = fileOf(key);
      const { size } = await fs.promises.stat(file);
      const stream = range ? fs.createReadStream(file, range) : fs.createReadStream(file);
      return { stream, size };
    },
    async presign() {
      return null;
    },
  };
}
