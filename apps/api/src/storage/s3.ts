import type { Readable } from 'node:stream';
import {
  AbortMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { StorageAdapter } from './types';

export interface S3Options {
  bucket: string;
  region: string;
  endpoint?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** Told when an incomplete multipart upload could not be aborted (the bucket's lifecycle rule removes it later). */
  warn?: (err: unknown, message: string) => void;
}

/**
 * S3-compatible object storage. A custom endpoint (MinIO, s3rver, R2…) is
 * addressed path-style. Streams go up as a multipart upload of 5 MB parts,
 * two at a time, so a 200 MB video needs about 10 MB of memory; a stream
 * that fails aborts its multipart upload. A process killed mid-upload cannot
 * abort: the bucket's lifecycle rule (README) removes those parts.
 */
export function s3Storage(opts: S3Options): StorageAdapter {
  const client = new S3Client({
    region: opts.region,
    endpoint: opts.endpoint,
    forcePathStyle: Boolean(opts.endpoint),
    credentials:
      opts.accessKeyId && opts.secretAccessKey
        ? { accessKeyId: opts.accessKeyId, secretAccessKey: opts.secretAccessKey }
        : undefined,
  });
  const Bucket = opts.bucket;

  return {
    kind: 's3',
    async put(key, body, { contentType }) {
      if (Buffer.isBuffer(body)) {
        await client.send(new PutObjectCommand({ Bucket, Key: key, Body: body, ContentType: contentType }));
        return;
      }
      const upload = new Upload({
        client,
        params: { Bucket, Key: key, Body: body, ContentType: contentType },
        queueSize: 2,
        partSize: 5 * 1024 * 1024,
        // The abort is ours: the SDK's own would replace the upload's error with the abort's if the abort failed.
        leavePartsOnError: true,
      });
      try {
        await upload.done();
      } catch (err) {
        // A stream that failed (too large, cut off, the client gone) leaves no parts behind to be paid for.
        if (upload.uploadId) {
          await client
            .send(new AbortMultipartUploadCommand({ Bucket, Key: key, UploadId: upload.uploadId }))
            .catch((abortError) => opts.warn?.(abortError, 'incomplete multipart upload not aborted'));
        }
        throw err;
      }
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    async open(key, range) {
      const out = await client.send(
        new GetObjectCommand({ Bucket, Key: key, Range: range ? `bytes=${range.start}-${range.end}` : undefined }),
      );
      const total = out.ContentRange ? Number(out.ContentRange.split('/')[1]) : Number(out.ContentLength ?? 0);
      return { stream: out.Body as Readable, size: total };
    },
    async presign(key, { contentType, disposition, expiresIn }) {
      const command = new GetObjectCommand({
        Bucket,
        Key: key,
        ResponseContentType: contentType,
        ResponseContentDisposition: disposition,
      });
      return getSignedUrl(client, command, { expiresIn });
    },
  };
}
