import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';

/**
 * A migrated, empty embedded database, made by the API build next to the bundle. Creating a PGlite database
 * from nothing runs PostgreSQL's initdb in WebAssembly, the longest part of a first start (half a minute on a
 * busy two-core machine); unpacking this dump takes a fraction of that. Running from source there is none, and
 * the database is created the usual way.
 */
export const INITIAL_DATABASE_FILE = 'initial-database.tar.gz';

const besideBundle = () => path.join(path.dirname(fileURLToPath(import.meta.url)), INITIAL_DATABASE_FILE);

function isGzip(file: string): boolean {
  const head = Buffer.alloc(2);
  const fd = fs.openSync(file, 'r');
  try {
    fs.readSync(fd, head, 0, 2, 0);
  } finally {
    fs.closeSync(fd);
  }
  return head[0] === 0x1f && head[1] === 0x8b;
}

function isNewDirectory(dataDir: string): boolean {
  return !fs.existsSync(dataDir) || fs.readdirSync(dataDir).length === 0;
}

/**
 * Unpacks the dump into a new (or empty) data directory before the database opens it; returns whether it did.
 * Node writes the files itself: handing the dump to PGlite (its `loadDataDir`) writes each of its 1,400 files
 * through the WebAssembly build's file system, about a second of CPU more on a first start. The files go to a
 * directory beside it first and are renamed into place, so a start stopped half-way leaves no half-written
 * database behind: the next start finds the directory still new and unpacks again.
 */
export async function unpackInitialDatabase(dataDir: string, file = besideBundle()): Promise<boolean> {
  if (dataDir.startsWith('memory://') || !isNewDirectory(dataDir) || !fs.existsSync(file)) return false;
  const staging = `${path.resolve(dataDir)}.unpacking`;
  fs.rmSync(staging, { recursive: true, force: true });
  // Readable by the server's own user only, as PostgreSQL keeps its data directory.
  fs.mkdirSync(staging, { recursive: true, mode: 0o700 });
  // Loaded here, with the first start's work: a restart never needs it.
  const { extract } = await import('tar-stream');
  const entries = extract();
  entries.on('entry', (header, stream, next) => {
    const target = path.resolve(staging, `.${path.posix.resolve('/', header.name)}`);
    if (header.type !== 'file') {
      // A directory is made (a file's own directories are made with it); anything else is not in a dump.
      if (header.type === 'directory') fs.mkdirSync(target, { recursive: true, mode: 0o700 });
      stream.resume();
      stream.on('end', next);
      return;
    }
    const chunks: Buffer[] = [];
    stream.on('data', (chunk) => chunks.push(chunk as Buffer));
    stream.on('end', () => {
      fs.mkdirSync(path.dirname(target), { recursive: true, mode: 0o700 });
      fs.writeFileSync(target, Buffer.concat(chunks), { mode: 0o600 });
      next();
    });
  });
  // The build's dump is gzipped; a plain tar (as the tests' template is) is read as it is.
  if (isGzip(file)) await pipeline(fs.createReadStream(file), zlib.createGunzip(), entries);
  else await pipeline(fs.createReadStream(file), entries);
  if (fs.existsSync(dataDir)) fs.rmdirSync(dataDir);
  fs.renameSync(staging, dataDir);
  return true;
}
