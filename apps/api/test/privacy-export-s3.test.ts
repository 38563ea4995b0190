import { HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { DEFAULT_REGISTRATION_SETTINGS } from '@cq/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataExports, deletionRequests, mediaFiles } from '../src/db/schema';
import { createPaidContestant } from '../src/dev/contestant-factories';
import { loginAs } from '../src/dev/factories';
import { createStaff } from '../src/dev/staff-factories';
import { whenExported } from '../src/modules/privacy/export-service';
import { setSetting } from '../src/modules/settings/service';
import { get, post, uploadAllFiles } from './support/registration-helpers';
import { startS3, type TestS3 } from './support/s3-server';
import { createTestApp, type TestApp } from './support/test-app';
import { readZip } from './support/zip';

/** Her copy and her erasure with S3-compatible storage, through the real SDK against s3rver on 127.0.0.1. */
const BUCKET = 'cq-privacy';
let s3server: TestS3;
let t: TestApp;
let s3: S3Client;

beforeAll(async () => {
  s3server = await startS3(BUCKET);
  const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
  t = await createTestApp({
    env: {
      STORAGE: 's3',
      S3_ENDPOINT: s3server.endpoint,
      S3_BUCKET: BUCKET,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: credentials.accessKeyId,
      S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
    },
  });
  await setSetting(t.db, 'registration', DEFAULT_REGISTRATION_SETTINGS);
  s3 = new S3Client({ region: 'us-east-1', endpoint: s3server.endpoint, forcePathStyle: true, credentials });
});
afterAll(async () => {
  await t?.close();
  await s3server?.stop();
});

const exists = (key: string) =>
  s3.send(new HeadObjectCommand({ Bucket: BUCKET, Key: key })).then(
    () => true,
    () => false,
  );

describe('her data with S3 storage', () => {
  it('streams her files from the bucket into the ZIP stored in the bucket, and the erasure removes every object of hers', async () => {
    const { user, contestant } = await createPaidContestant(t.db, { firstName: 'Bucketta' });
    const { headers } = loginAs(t.app, user);
    await uploadAllFiles(t.app, contestant.id, headers);
    expect((await post(t.app, '/api/users/me/data-export', headers)).statusCode).toBe(200);
    await whenExported(t.app);
    const { dataExport } = (await get(t.app, '/api/users/me/data-export', headers)).json().data;
    expect(dataExport.state).toBe('ready');

    const res = await t.app.inject({ method: 'GET', url: dataExport.downloadUrl });
    expect(res.statusCode).toBe(200);
    const names = readZip(res.rawPayload).map((e) => e.name);
    expect(names.filter((n) => n.startsWith('files/'))).toHaveLength(4);

    const keys = [
      ...(await t.db.select().from(mediaFiles).where(eq(mediaFiles.contestantId, contestant.id))).map(
        (m) => m.storageKey,
      ),
      ...(await t.db.select().from(dataExports).where(eq(dataExports.userId, user.id))).map((e) => e.storageKey ?? ''),
    ];
    expect(keys).toHaveLength(5);
    for (const key of keys) expect(await exists(key)).toBe(true);

    const [request] = await t.db.insert(deletionRequests).values({ userId: user.id }).returning();
    const staff = await createStaff(t.app, 'admin', [{ resource: 'users', actions: ['update'] }]);
    const erased = await post(t.app, `/api/admin/privacy/deletion-requests/${request?.id}/erase`, staff.headers);
    expect(erased.statusCode, erased.body).toBe(200);
    for (const key of keys) expect(await exists(key)).toBe(false);
  });
});
