import { createHash } from 'node:crypto';
import { HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaFiles } from '../src/db/schema';
import { get, signedInPaidContestant, upload } from './support/registration-helpers';
import { startS3, type TestS3 } from './support/s3-server';
import { sampleExecutable, sampleImage, sampleMp4, samplePdf } from './support/sample-files';
import { createTestApp, type TestApp } from './support/test-app';

/** The S3 adapter through the real SDK over HTTP, against s3rver on 127.0.0.1. */
const BUCKET = 'cq-uploads';
let s3server: TestS3;
let endpoint: string;
let t: TestApp;
let s3: S3Client;

beforeAll(async () => {
  s3server = await startS3(BUCKET);
  endpoint = s3server.endpoint;
  const env = {
    STORAGE: 's3',
    S3_ENDPOINT: endpoint,
    S3_BUCKET: BUCKET,
    S3_REGION: 'us-east-1',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
  };
  t = await createTestApp({ env });
  s3 = new S3Client({
    region: 'us-east-1',
    endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
});
afterAll(async () => {
  await t?.close();
  await s3server?.stop();
});

const paid = () => signedInPaidContestant(t);
async function objectExists(mediaId: string, key?: string): Promise<boolean> {
  const storageKey =
    key ?? (await t.db.select().from(mediaFiles).where(eq(mediaFiles.id, mediaId)))[0]?.storageKey ?? 'missing';
  try {
    await s3.send(new HeadObjectCommand({ Bucket: BUCKET, Key: storageKey }));
    return true;
  } catch {
    return false;
  }
}

describe('uploads on S3-compatible storage', () => {
  it('stores a re-encoded image and hands out a presigned link that serves it', async () => {
    const { id, headers } = await paid();
    const res = await upload(t.app, id, headers, 'headshot', await sampleImage('jpeg', { withGps: true }), 'me.jpg');
    expect(res.statusCode).toBe(200);
    const item = res.json().data.headshot;
    expect(item.url.startsWith(`${endpoint}/${BUCKET}/contestants/${id}/headshot/`)).toBe(true);
    expect(item.url).toContain('X-Amz-Expires=900');

    const fetched = await fetch(item.url);
    expect(fetched.status).toBe(200);
    const bytes = Buffer.from(await fetched.arrayBuffer());
    expect(bytes.length).toBe(item.size);
    expect((await sharp(bytes).metadata()).exif).toBeUndefined();

    const listed = (await get(t.app, `/api/contestants/${id}/media`, headers)).json().data;
    expect(listed.headshot._id).toBe(item._id);
    expect((await fetch(listed.headshot.url)).status).toBe(200);
  });

  it('streams a video larger than one part as a multipart upload, its media byte for byte', async () => {
    const { id, headers } = await paid();
    const mp4 = sampleMp4();
    const video = Buffer.concat([mp4, Buffer.alloc(12 * 1024 * 1024, 7)]);
    const res = await upload(t.app, id, headers, 'video', video, 'walk.mp4');
    expect(res.statusCode).toBe(200);
    const item = res.json().data.video;
    expect(item.size).toBe(video.length);
    const fetched = Buffer.from(await (await fetch(item.url)).arrayBuffer());
    const digest = (b: Buffer) => createHash('sha256').update(b).digest('hex');
    expect(fetched.length).toBe(video.length);
    const mdat = video.indexOf('mdat', 0, 'latin1') - 4;
    expect(digest(fetched.subarray(mdat))).toBe(digest(video.subarray(mdat)));
  });

  it('removes the replaced object and stores nothing for a refused file', async () => {
    const { id, headers } = await paid();
    const first = (await upload(t.app, id, headers, 'fullBody', await sampleImage('png'), 'a.png')).json().data
      .fullBody;
    const [firstRow] = await t.db.select().from(mediaFiles).where(eq(mediaFiles.id, first._id));
    expect(await objectExists(first._id)).toBe(true);
    const second = (await upload(t.app, id, headers, 'fullBody', await sampleImage('webp'), 'b.webp')).json().data
      .fullBody;
    expect(await objectExists(second._id)).toBe(true);
    expect(await objectExists('', firstRow?.storageKey)).toBe(false);

    const refused = await upload(t.app, id, headers, 'video', sampleExecutable(), 'clip.mp4');
    expect(refused.statusCode).toBe(415);
    const rows = await t.db.select().from(mediaFiles).where(eq(mediaFiles.contestantId, id));
    expect(rows.map((r) => r.uploadType)).toEqual(['fullBody']);
  });

  it('serves a PDF through the API, never by a presigned link, so it keeps the policy that runs nothing', async () => {
    const { id, headers } = await paid();
    const item = (await upload(t.app, id, headers, 'birthCertificate', samplePdf(), 'certificate.html')).json().data
      .birthCertificate;
    expect(item.url).toMatch(/^\/api\/media\/[0-9a-f-]{36}\?expires=/);
    const file = await get(t.app, item.url);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toMatch(/^inline; filename="certificate\.pdf"/);
    expect(file.headers['content-security-policy']).toMatch(/^default-src 'none';/);
    expect(file.rawPayload.equals(samplePdf())).toBe(true);
  });

  it('presigns photos with their clean name', async () => {
    const { id, headers } = await paid();
    const item = (await upload(t.app, id, headers, 'headshot', await sampleImage('jpeg'), 'face\u202Egnp.svg')).json()
      .data.headshot;
    const fetched = await fetch(item.url);
    expect(fetched.headers.get('content-disposition')).toMatch(/^inline; filename="facegnp\.jpg"/);
  });
});
