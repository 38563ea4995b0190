// Seeds the data-export benchmark's contestant straight into the database the server will open (DATA_DIR or
// DATABASE_URL, like `npm run seed`): a paid, submitted contestant whose video weighs <megabytes> MB, stored where
// the server's local storage keeps uploads, with her photos and document. Writes her access token to a JSON file.
// Usage: tsx bench/export-seed.ts <megabytes> <out.json>
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { openConfiguredDatabase } from '../apps/api/src/cli/open-database';
import { contestants, mediaFiles } from '../apps/api/src/db/schema';
import { buildRegistrationForm } from '../apps/api/src/dev/contestant-factories';
import { createUser } from '../apps/api/src/dev/factories';
import { markContestantPaid } from '../apps/api/src/modules/contestants/lifecycle';
import { localStorage } from '../apps/api/src/storage/local';
import { accessToken } from './lib/access-token';

const megabytes = Number(process.argv[2] ?? 200);
const out = process.argv[3] ?? 'export-user.json';
const CHUNK = 1024 * 1024;

const { config, handle } = await openConfiguredDatabase({
  refuseProduction: 'Refusing to seed a production database.',
});
try {
  const user = await createUser(handle.db, {
    email: `export-bench-${Date.now().toString(36)}@bench.example`,
    firstName: 'Bench',
    lastName: 'Queen',
    password: 'Bench-Crown-Jewel-2026',
  });
  const record = await markContestantPaid(handle.db, user.id, { amountMinor: 15000, currency: 'USD' });
  const form = buildRegistrationForm();
  await handle.db
    .insert(contestants)
    .values({ userId: user.id })
    .onConflictDoUpdate({
      target: contestants.userId,
      set: { formData: form, registrationStatus: 'preliminary_submitted', submittedAt: new Date(), submissionCount: 1 },
    });
  const storage = localStorage(path.join(config.dataDir, 'uploads'));
  // A video of bytes that do not compress, one chunk at a time (the seed holds no more than the server would).
  let left = megabytes;
  const chunk = Buffer.alloc(CHUNK);
  for (let i = 0; i < CHUNK; i += 4) chunk.writeUInt32LE((i * 2654435761) >>> 0, i);
  const video = new Readable({
    read() {
      this.push(left-- > 0 ? chunk : null);
    },
  });
  const files = [
    { uploadType: 'video' as const, key: `contestants/${record.id}/video.mp4`, mimeType: 'video/mp4', body: video },
    {
      uploadType: 'birthCertificate' as const,
      key: `contestants/${record.id}/birth-certificate.pdf`,
      mimeType: 'application/pdf',
      body: Buffer.from('%PDF-1.4\n%%EOF\n'),
    },
  ];
  for (const f of files) {
    await storage.put(f.key, f.body, { contentType: f.mimeType });
    const { size } = fs.statSync(path.join(config.dataDir, 'uploads', f.key));
    await handle.db.insert(mediaFiles).values({
      contestantId: record.id,
      uploadType: f.uploadType,
      storageKey: f.key,
      mimeType: f.mimeType,
      size,
      originalName: path.basename(f.key),
    });
  }
  fs.writeFileSync(out, JSON.stringify({ token: accessToken(config.jwtSecret, user.id, 60 * 60) }));
  console.info(`seeded a contestant with a ${megabytes} MB video`);
} finally {
  await handle.close();
}
