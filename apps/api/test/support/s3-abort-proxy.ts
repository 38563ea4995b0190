import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

/**
 * s3rver implements multipart uploads but not their abort (it answers 405).
 * This proxy sits in front of it on 127.0.0.1 and answers
 * `DELETE /bucket/key?uploadId=…` as S3 does, removing the upload's parts from
 * s3rver's directory; everything else goes through unchanged. It records every
 * request, so a test can see which multipart uploads were started and aborted.
 */
export interface S3AbortProxy {
  endpoint: string;
  requests: string[];
  /** Multipart uploads s3rver still holds (started, neither completed nor aborted). */
  incompleteUploads(bucket: string): string[];
  close(): Promise<void>;
}

export async function startS3AbortProxy(s3rverPort: number, s3rverDir: string): Promise<S3AbortProxy> {
  const requests: string[] = [];
  const uploadsDir = (bucket: string) => path.join(s3rverDir, bucket, '._S3rver_uploads');
  const server = http.createServer((req, res) => {
    requests.push(`${req.method} ${req.url}`);
    const url = new URL(req.url ?? '/', 'http://proxy');
    const uploadId = url.searchParams.get('uploadId');
    if (req.method === 'DELETE' && uploadId) {
      const bucket = url.pathname.split('/')[1] ?? '';
      fs.rmSync(path.join(uploadsDir(bucket), path.basename(uploadId)), { recursive: true, force: true });
      req.resume();
      res.writeHead(204).end();
      return;
    }
    const upstream = http.request(
      { host: '127.0.0.1', port: s3rverPort, method: req.method, path: req.url, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    incompleteUploads: (bucket) => (fs.existsSync(uploadsDir(bucket)) ? fs.readdirSync(uploadsDir(bucket)) : []),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
