import type { Readable } from 'node:stream';
import { UPLOAD_MESSAGES } from '@cq/shared';
import { badInput } from '../../lib/errors';
import { Mp4MetadataStripper, UnreadableVideoError } from './mp4-metadata';
import { WebmMetadataStripper } from './webm-metadata';

/**
 * The video as it will be stored: without location and device metadata (as
 * photos are stored without their EXIF), still streamed, of the same length.
 * A container too damaged to walk is refused.
 */
export function withoutVideoMetadata(body: Readable, mimeType: string): Readable {
  const stripper = mimeType === 'video/webm' ? new WebmMetadataStripper() : new Mp4MetadataStripper();
  body.on('error', (err) => stripper.destroy(err));
  stripper.on('error', () => body.destroy());
  return body.pipe(stripper);
}

/** The error a refused container turns into for the caller. */
export function videoError(err: unknown): unknown {
  return err instanceof UnreadableVideoError
    ? badInput(UPLOAD_MESSAGES.unreadableVideo, { file: UPLOAD_MESSAGES.unreadableVideo })
    : err;
}
