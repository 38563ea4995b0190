import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPaidContestant } from '../src/dev/contestant-factories';
import { loginAs } from '../src/dev/factories';
import { s3Storage } from '../src/storage/s3';
import { multipartBody } from './support/multipart';
import { type S3AbortProxy, startS3AbortProxy } from './support/s3-abort-proxy';
import { startS3, type TestS3 } from './support/s3-server';
import { sampleMp4 } from './support/sample-files';
import { createTestApp, type TestApp } from './support/test-app';

/** Multipart uploads whose stream fails are aborted, against s3rver on 127.0.0.1 through the real SDK. */
const BUCKET = 'cq-aborts';
const credentials = { S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER' };
let s3server: TestS3;
let s3rverEndpoint: string;
let dir: string;
let proxy: S3AbortProxy;
let t: TestApp;

beforeAll(async () => {
  s3server = await startS3(BUCKET, 'cq-s3rver-abort-');
  s3rverEndpoint = s3server.endpoint;
  dir = s3server.directory;
  proxy = await startS3AbortProxy(s3server.port, dir);
  t = await createTestApp({
    env: { STORAGE: 's3', S3_ENDPOINT: proxy.endpoint, S3_BUCKET: BUCKET, S3_REGION: 'us-east-1', ...credentials },
  });
});
afterAll(async () => {
  await t?.close();
  await proxy?.close();
  await s3server?.stop();
});

/** 12 MB (three parts) of a video, then the stream fails as a client's cut-off upload does. */
function failingVideo(message: string): Readable {
  return Readable.from(
    (async function* () {
      yield sampleMp4();
      for (let i = 0; i < 12; i++) yield Buffer.alloc(1024 * 1024, i);
      throw new Error(message);
    })(),
  );
}

describe('a video stream that fails on S3', () => {
  it('aborts its multipart upload: no parts are left in the bucket', async () => {
    const storage = s3Storage({
      bucket: BUCKET,
      region: 'us-east-1',
      endpoint: proxy.endpoint,
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
    });
    proxy.requests.length = 0;
    await expect(
      storage.put('contestants/x/video/cut.mp4', failingVideo('client went away'), { contentType: 'video/mp4' }),
    ).rejects.toThrow('client went away');
    expect(proxy.requests.some((r) => r.startsWith('POST /cq-aborts/contestants/x/video/cut.mp4?uploads'))).toBe(true);
    expect(proxy.requests.some((r) => r.startsWith('DELETE /cq-aborts/contestants/x/video/cut.mp4?uploadId='))).toBe(
      true,
    );
    expect(proxy.incompleteUploads(BUCKET)).toEqual([]);
  });

  it('still fails with its own error when the store refuses the abort', async () => {
    const warnings: string[] = [];
    const storage = s3Storage({
      bucket: BUCKET,
      region: 'us-east-1',
      endpoint: s3rverEndpoint,
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      warn: (_err, message) => warnings.push(message),
    });
    await expect(
      storage.put('contestants/y/video/cut.mp4', failingVideo('the file is too large'), { contentType: 'video/mp4' }),
    ).rejects.toThrow('the file is too large');
    expect(warnings).toEqual(['incomplete multipart upload not aborted']);
    // What s3rver kept is what a bucket's lifecycle rule (AbortIncompleteMultipartUpload) removes.
    for (const id of proxy.incompleteUploads(BUCKET))
      fs.rmSync(path.join(dir, BUCKET, '._S3rver_uploads', id), { recursive: true });
  });

  it('leaves nothing behind when an upload’s body is cut off', async () => {
    const { user, contestant } = await createPaidContestant(t.db);
    const video = Buffer.concat([sampleMp4(), Buffer.alloc(12 * 1024 * 1024, 5)]);
    const body = multipartBody([
      { name: 'uploadType', value: 'video' },
      { name: 'file', value: video, fileName: 'walk.mp4' },
    ]);
    proxy.requests.length = 0;
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/contestants/${contestant.id}/upload`,
      headers: { ...loginAs(t.app, user).headers, ...body.headers },
      payload: body.payload.subarray(0, body.payload.length - 200),
    });
    expect(res.statusCode).not.toBe(200);
    // Whether the cut comes before or after the first part went up, every multipart upload started was aborted.
    const started = proxy.requests.filter((r) => r.startsWith('POST ') && r.includes('?uploads')).length;
    const aborted = proxy.requests.filter((r) => r.startsWith('DELETE ') && r.includes('uploadId=')).length;
    expect(aborted).toBe(started);
    expect(proxy.incompleteUploads(BUCKET)).toEqual([]);
  });
});
