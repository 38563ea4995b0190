import type { UploadType } from '@cq/shared';
import type { FastifyInstance } from 'fastify';
import { createPaidContestant } from '../../src/dev/contestant-factories';
import { loginAs } from '../../src/dev/factories';
import { multipartBody } from './multipart';
import { sampleImage, sampleMp4, samplePdf } from './sample-files';
import type { TestApp } from './test-app';

type Headers = Record<string, string>;

export function upload(
  app: FastifyInstance,
  id: string,
  headers: Headers,
  uploadType: string,
  file: Buffer,
  fileName: string,
  contentType = 'application/octet-stream',
) {
  const body = multipartBody([
    { name: 'uploadType', value: uploadType },
    { name: 'file', value: file, fileName, contentType },
  ]);
  return app.inject({
    method: 'POST',
    url: `/api/contestants/${id}/upload`,
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
}

/** Uploads the three required files and the video; fails loudly if any is refused. */
export async function uploadAllFiles(app: FastifyInstance, id: string, headers: Headers): Promise<void> {
  const files: Array<[UploadType, Buffer, string]> = [
    ['headshot', await sampleImage('jpeg'), 'headshot.jpg'],
    ['fullBody', await sampleImage('png'), 'full-body.png'],
    ['video', sampleMp4(), 'introduction.mp4'],
    ['birthCertificate', samplePdf(), 'birth-certificate.pdf'],
  ];
  for (const [type, buffer, name] of files) {
    const res = await upload(app, id, headers, type, buffer, name);
    if (res.statusCode !== 200) throw new Error(`${type} upload failed: ${res.statusCode} ${res.body}`);
  }
}

export const post = (app: FastifyInstance, url: string, headers: Headers, payload?: unknown) =>
  app.inject({ method: 'POST', url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
export const get = (app: FastifyInstance, url: string, headers: Headers = {}) =>
  app.inject({ method: 'GET', url, headers });

/** A contestant who has paid her fee and may fill in her registration, signed in. */
export async function signedInPaidContestant(t: TestApp) {
  const { user, contestant } = await createPaidContestant(t.db);
  return { user, id: contestant.id, headers: loginAs(t.app, user).headers };
}
