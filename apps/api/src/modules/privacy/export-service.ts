import { Transform } from 'node:stream';
import { DATA_EXPORT_TTL_HOURS, type DataExport } from '@cq/shared';
import { and, eq, isNotNull, lte, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { type DataExportRow, dataExports, users } from '../../db/schema';
import { enqueueEmail } from '../../mail';
import { dataExportReadyMessage } from '../../mail/templates/privacy';
import { exportDownloadPath } from './links';
import { dataOf, latestExport } from './repo';
import { zipStream } from './zip';

const TTL_MS = DATA_EXPORT_TTL_HOURS * 60 * 60 * 1000;

export const exportStorageKey = (userId: string, exportId: string) => `exports/${userId}/${exportId}.zip`;

/** Her copy as she sees it: expired once its link no longer works, with the link while it does. */
export function presentExport(app: FastifyInstance, row: DataExportRow, now = new Date()): DataExport {
  const expired = row.state === 'ready' && (!row.expiresAt || row.expiresAt <= now);
  const live = row.state === 'ready' && !expired && row.expiresAt;
  return {
    id: row.id,
    state: expired ? 'expired' : row.state,
    requestedAt: row.requestedAt.toISOString(),
    readyAt: row.readyAt?.toISOString() ?? null,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    downloadUrl: live && row.expiresAt ? exportDownloadPath(app.config.jwtSecret, row.id, row.expiresAt) : null,
    size: row.size ?? null,
  };
}

export async function currentExport(app: FastifyInstance, userId: string): Promise<DataExport | null> {
  const row = await latestExport(app.db, userId);
  return row ? presentExport(app, row) : null;
}

/**
 * She asks for a copy of her data. One copy is prepared at a time: asking again while it is written answers the
 * same one. Earlier copies are removed (their files too) when a new one is asked for.
 */
/** A copy made this recently is the answer to asking again (a double click, a second tab), not a reason for another. */
const ASKED_AGAIN_MS = 60_000;

export async function requestExport(app: FastifyInstance, userId: string): Promise<DataExport> {
  const recent = await latestExport(app.db, userId);
  if (recent?.state === 'ready' && recent.readyAt && Date.now() - recent.readyAt.getTime() < ASKED_AGAIN_MS) {
    return presentExport(app, recent);
  }
  const [inserted] = await app.db.insert(dataExports).values({ userId }).onConflictDoNothing().returning();
  if (!inserted) {
    const row = await latestExport(app.db, userId);
    if (!row) throw new Error('a copy in the making vanished');
    startExport(app, row.id);
    return presentExport(app, row);
  }
  const older = await app.db
    .delete(dataExports)
    .where(and(eq(dataExports.userId, userId), ne(dataExports.id, inserted.id)))
    .returning({ storageKey: dataExports.storageKey });
  await removeFiles(app, older);
  startExport(app, inserted.id);
  return presentExport(app, inserted);
}

async function removeFiles(app: FastifyInstance, rows: { storageKey: string | null }[]) {
  for (const { storageKey } of rows) {
    if (storageKey) await app.storage.delete(storageKey).catch((err) => app.log.warn({ err }, 'export not removed'));
  }
}

// Keyed by the database handle, which every plugin of one server shares.
const jobs = new WeakMap<object, Map<string, Promise<void>>>();

function jobsOf(app: FastifyInstance) {
  let map = jobs.get(app.db);
  if (!map) {
    map = new Map();
    jobs.set(app.db, map);
  }
  return map;
}

/** Starts writing a copy unless this instance already is; resolves when it is ready or has failed. */
export function startExport(app: FastifyInstance, id: string): Promise<void> {
  const map = jobsOf(app);
  const running = map.get(id);
  if (running) return running;
  const job = prepare(app, id)
    .catch(async (err) => {
      app.log.error({ err, exportId: id }, 'data export failed');
      await app.db
        .update(dataExports)
        .set({ state: 'failed' })
        .where(and(eq(dataExports.id, id), eq(dataExports.state, 'preparing')))
        .catch(() => undefined);
    })
    .finally(() => map.delete(id));
  map.set(id, job);
  return job;
}

/** Every copy still being written on this instance (tests, and a clean shutdown). */
export function whenExported(app: FastifyInstance): Promise<unknown> {
  return Promise.allSettled([...jobsOf(app).values()]);
}

/** Carries on every copy a stop left half-written. */
export async function resumeExports(app: FastifyInstance): Promise<void> {
  const rows = await app.db.select({ id: dataExports.id }).from(dataExports).where(eq(dataExports.state, 'preparing'));
  for (const row of rows) startExport(app, row.id);
}

/**
 * Writes the ZIP to storage as it is made (the stored files flow through it, never held whole), then, in one
 * transaction, marks the copy ready and queues the e-mail with its link.
 */
async function prepare(app: FastifyInstance, id: string): Promise<void> {
  const [row] = await app.db.select().from(dataExports).where(eq(dataExports.id, id)).limit(1);
  if (row?.state !== 'preparing') return;
  const { parts, files } = await dataOf(app.db, row.userId);
  const key = exportStorageKey(row.userId, id);
  let size = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      done(null, chunk);
    },
  });
  const zip = zipStream(app.storage, parts, files, row.requestedAt);
  zip.on('error', (err) => counter.destroy(err));
  await app.storage.put(key, zip.pipe(counter), { contentType: 'application/zip' });

  const brand = await app.mail.brand();
  const readyAt = new Date();
  const expiresAt = new Date(readyAt.getTime() + TTL_MS);
  const done = await app.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(dataExports)
      .set({ state: 'ready', storageKey: key, size, readyAt, expiresAt })
      .where(and(eq(dataExports.id, id), eq(dataExports.state, 'preparing')))
      .returning();
    if (!updated) return false;
    const [user] = await tx.select().from(users).where(eq(users.id, row.userId)).limit(1);
    if (!user) return false;
    const url = app.mail.link(exportDownloadPath(app.config.jwtSecret, id, expiresAt));
    await enqueueEmail(tx, { to: user.email, ...dataExportReadyMessage(brand, user, url) });
    return true;
  });
  // Removed or erased while it was written: the file goes too.
  if (!done) await app.storage.delete(key);
  app.mail.wake();
}

/** The stored copy behind a link that is still valid, or null. */
export async function readyExport(app: FastifyInstance, id: string, now = new Date()): Promise<DataExportRow | null> {
  const [row] = await app.db.select().from(dataExports).where(eq(dataExports.id, id)).limit(1);
  if (row?.state !== 'ready' || !row.storageKey || !row.expiresAt || row.expiresAt <= now) return null;
  return row;
}

/** Removes the files of copies whose link has expired (the rows stay, so she sees it expired). */
export async function removeExpiredExports(app: FastifyInstance, now = new Date()): Promise<number> {
  const rows = await app.db
    .select({ id: dataExports.id, storageKey: dataExports.storageKey })
    .from(dataExports)
    .where(and(eq(dataExports.state, 'ready'), lte(dataExports.expiresAt, now), isNotNull(dataExports.storageKey)));
  for (const row of rows) {
    await app.db.update(dataExports).set({ storageKey: null }).where(eq(dataExports.id, row.id));
    await removeFiles(app, [row]);
  }
  return rows.length;
}
