import { createRequire } from 'node:module';

/**
 * Client libraries an instance needs only when it is configured to use them (REDIS_URL, DATABASE_URL). Each is
 * loaded on first use, so a start on the embedded defaults does not load them.
 */
const require = createRequire(import.meta.url);

/** ioredis, for Redis connections. */
export const ioredis = (): typeof import('ioredis') => require('ioredis');

/** node-postgres, for PostgreSQL connections. */
export const nodePostgres = (): typeof import('pg') => require('pg');
