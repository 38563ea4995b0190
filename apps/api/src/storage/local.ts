import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ByteRange, StorageAdapter } from './types';

/** Files under DATA_DIR/uploads, written to a temporary name and renamed when complete. */
export function localStorage(root: string): StorageAdapter {
  const resolved = path.resolve(root);
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
      const partial = `${file}.${randomBytes(6).toString('hex')}.part`;
      try {
        const source = Buffer.isBuffer(body) ? Readable.from([body]) : body;
        await pipeline(source, fs.createWriteStream(partial, { flags: 'wx' }));
        await fs.promises.rename(partial, file);
      } catch (err) {
        await fs.promises.rm(partial, { force: true });
        throw err;
      }
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
