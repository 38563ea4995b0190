import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { UPLOAD_MESSAGES } from '@cq/shared';
import { beforeAll, expect, it } from 'vitest';
import { createPaidContestant } from '../src/dev/contestant-factories';
import { loginAs } from '../src/dev/factories';
import { multipartBody } from './support/multipart';
import { sampleMp4 } from './support/sample-files';
import { testAppForFile } from './support/test-app';

const t = testAppForFile();
let port: number;
beforeAll(async () => {
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  port = (t.app.server.address() as AddressInfo).port;
});

it('refuses an upload declaring a body over the limit with 413 before reading it, and closes the connection', async () => {
  const { user, contestant } = await createPaidContestant(t.db);
  const { payload, headers } = multipartBody([
    { name: 'uploadType', value: 'video' },
    { name: 'file', value: sampleMp4(), fileName: 'walk.mp4' },
  ]);
  const declared = 300 * 1024 * 1024;
  const answer = await new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>(
    (resolve, reject) => {
      const request = http.request({
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: `/api/contestants/${contestant.id}/upload`,
        headers: { ...loginAs(t.app, user).headers, ...headers, 'content-length': String(declared) },
      });
      request.on('error', reject);
      request.on('response', (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => {
          body += chunk;
        });
        res.on('end', () => {
          request.destroy();
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body });
        });
      });
      // Only the head of the body is ever sent: the answer must come without the rest.
      request.write(payload);
    },
  );
  expect(answer.status).toBe(413);
  expect(JSON.parse(answer.body)).toEqual({
    success: false,
    code: 'payload_too_large',
    message: UPLOAD_MESSAGES.tooLarge,
  });
  expect(answer.headers.connection).toBe('close');
}, 60_000);

it('still takes an upload whose declared length is within the limit', async () => {
  const { user, contestant } = await createPaidContestant(t.db);
  const { payload, headers } = multipartBody([
    { name: 'uploadType', value: 'video' },
    { name: 'file', value: sampleMp4(), fileName: 'walk.mp4' },
  ]);
  const res = await fetch(`http://127.0.0.1:${port}/api/contestants/${contestant.id}/upload`, {
    method: 'POST',
    headers: { ...loginAs(t.app, user).headers, ...headers },
    body: payload,
  });
  expect(res.status).toBe(200);
});
