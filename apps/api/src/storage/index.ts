import path from 'node:path';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import { localStorage } from './local';
import { type Sweeper, startSweeper } from './sweeper';
import type { StorageAdapter } from './types';

export type { ByteRange, PresignOptions, StorageAdapter } from './types';
export { contentDisposition } from './types';

declare module 'fastify' {
  interface FastifyInstance {
    storage: StorageAdapter;
  }
}

/**
 * The adapter chosen by STORAGE: local disk under DATA_DIR/uploads, or S3-compatible storage. The S3 client
 * is loaded only when STORAGE is s3, so a start on disk storage does not load it.
 */
export async function createStorage(config: Config, log?: FastifyBaseLogger): Promise<StorageAdapter> {
  if (config.storage.kind === 's3') {
    const { bucket, region, endpoint, accessKeyId, secretAccessKey } = config.storage.s3;
    if (!bucket) throw new Error('S3_BUCKET is required when STORAGE is s3');
    const warn = (err: unknown, message: string) => log?.warn({ err }, message);
    const { s3Storage } = await import('./s3');
    return s3Storage({ bucket, region, endpoint, accessKeyId, secretAccessKey, warn });
  }
  return localStorage(path.join(config.dataDir, 'uploads'));
}

/**
 * Decorates the app with `storage` unless a test already gave it one, and
 * sweeps what interrupted uploads left behind: once before the app is ready,
 * then periodically until it closes.
 */
export const storagePlugin = fp(
  async (app: FastifyInstance) => {
    if (!app.hasDecorator('storage')) app.decorate('storage', await createStorage(app.config, app.log));
    let sweeper: Sweeper | undefined;
    app.addHook('onReady', async () => {
      sweeper = startSweeper(app.storage, app.log);
      await sweeper.idle();
    });
    app.addHook('onClose', async () => {
      sweeper?.stop();
      await sweeper?.idle();
    });
  },
  { name: 'storage' },
);
