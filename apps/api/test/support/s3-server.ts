import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

export interface TestS3 {
  endpoint: string;
  port: number;
  /** Where s3rver keeps the bucket's objects and multipart uploads. */
  directory: string;
  /** Stops the server and removes its directory. */
  stop(): Promise<void>;
}

/** An S3-speaking server of the test's own (s3rver) on 127.0.0.1, with `bucket` made, in a fresh directory. */
export async function startS3(bucket: string, prefix = 'cq-s3rver-'): Promise<TestS3> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = await server.run();
  return {
    endpoint: `http://127.0.0.1:${port}`,
    port,
    directory,
    stop: async () => {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
