import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { UPLOAD_MESSAGES } from '@cq/shared';
import { eq } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import { describe, expect, it } from 'vitest';
import { mediaFiles } from '../src/db/schema';
import { createPaidContestant } from '../src/dev/contestant-factories';
import { loginAs } from '../src/dev/factories';
import { Mp4MetadataStripper } from '../src/modules/uploads/mp4-metadata';
import { WebmMetadataStripper } from '../src/modules/uploads/webm-metadata';
import { upload } from './support/registration-helpers';
import {
  LOCATIONS,
  mp4Box,
  mp4Children,
  sampleMp4,
  sampleMp4WithLocation,
  sampleWebmWithLocation,
} from './support/sample-files';
import { testAppForFile } from './support/test-app';

const t = testAppForFile();

async function uploadVideo(video: Buffer, name: string) {
  const { user, contestant } = await createPaidContestant(t.db);
  const res = await upload(t.app, contestant.id, loginAs(t.app, user).headers, 'video', video, name);
  if (res.statusCode !== 200) return { res, stored: null };
  const [row] = await t.db.select().from(mediaFiles).where(eq(mediaFiles.contestantId, contestant.id));
  const stored = fs.readFileSync(path.join(t.config.dataDir, 'uploads', row?.storageKey ?? 'missing'));
  return { res, stored };
}

function leaks(stored: Buffer): string[] {
  return [LOCATIONS.movie, LOCATIONS.track, LOCATIONS.xmp, 'Location Leaker'].filter((s) => stored.includes(s));
}

describe('videos are stored without location and device metadata', () => {
  it('an MP4 loses its GPS (©xyz in the movie and the track, XMP) and its camera make, and still plays', async () => {
    const original = sampleMp4WithLocation();
    expect(leaks(original)).toHaveLength(4);
    const { res, stored } = await uploadVideo(original, 'walk.mp4');
    expect(res.statusCode).toBe(200);
    if (!stored) throw new Error('not stored');
    expect(leaks(stored)).toEqual([]);
    expect(stored.length).toBe(original.length);
    expect(res.json().data.video.size).toBe(original.length);
    expect(await fileTypeFromBuffer(stored)).toMatchObject({ mime: 'video/mp4' });

    // Same boxes at the same offsets: the metadata ones are now `free`, everything else is byte for byte the same.
    const before = mp4Children(original);
    const after = mp4Children(stored);
    expect(after.map((b) => [b.at, b.size])).toEqual(before.map((b) => [b.at, b.size]));
    expect(after.map((b) => b.type)).toEqual(before.map((b) => (b.type === 'uuid' ? 'free' : b.type)));
    const moov = after.find((b) => b.type === 'moov');
    const moovChildren = mp4Children(stored, (moov?.at ?? 0) + 8, (moov?.at ?? 0) + (moov?.size ?? 0));
    expect(moovChildren.map((b) => b.type)).toEqual(['mvhd', 'trak', 'free', 'free']);
    const trak = moovChildren[1];
    const trakChildren = mp4Children(stored, (trak?.at ?? 0) + 8, (trak?.at ?? 0) + (trak?.size ?? 0));
    expect(trakChildren.map((b) => b.type)).toEqual(['tkhd', 'edts', 'mdia', 'free']);
    const mdat = after.find((b) => b.type === 'mdat');
    const media = (buf: Buffer) => buf.subarray(mdat?.at ?? 0, (mdat?.at ?? 0) + (mdat?.size ?? 0));
    expect(media(stored).equals(media(original))).toBe(true);
    // The chunk offsets were not touched and still point into the media data.
    const stco = stored.indexOf('stco', 0, 'latin1') - 4;
    expect(stored.subarray(stco, stco + 20).equals(original.subarray(stco, stco + 20))).toBe(true);
    expect(stored.readUInt32BE(stco + 16)).toBeGreaterThan(mdat?.at ?? 0);
  });

  it('streams a large MP4 (the movie box after the media, as cameras write it) in pieces and strips it', async () => {
    const original = sampleMp4WithLocation();
    const boxes = mp4Children(original);
    const ftyp = boxes.find((b) => b.type === 'ftyp');
    const moov = boxes.find((b) => b.type === 'moov');
    if (!ftyp || !moov) throw new Error('fixture');
    const bigMedia = mp4Box('mdat', Buffer.alloc(3 * 1024 * 1024, 9));
    const cameraOrder = Buffer.concat([
      original.subarray(ftyp.at, ftyp.at + ftyp.size),
      bigMedia,
      original.subarray(moov.at, moov.at + moov.size),
    ]);
    const { res, stored } = await uploadVideo(cameraOrder, 'camera.mov');
    expect(res.statusCode).toBe(200);
    if (!stored) throw new Error('not stored');
    expect(leaks(stored)).toEqual([]);
    expect(stored.length).toBe(cameraOrder.length);
    expect(
      stored.subarray(0, ftyp.size + bigMedia.length).equals(cameraOrder.subarray(0, ftyp.size + bigMedia.length)),
    ).toBe(true);
  });

  it('keeps a video without metadata as it was, byte for byte, apart from its encoder tag', async () => {
    const original = sampleMp4();
    const { stored } = await uploadVideo(original, 'plain.mp4');
    expect(stored?.length).toBe(original.length);
    expect(mp4Children(stored ?? Buffer.alloc(0)).map((b) => b.type)).toEqual(['ftyp', 'moov', 'free', 'mdat']);
  });

  it.each([
    ['a WebM', {}],
    ['a live-recorded WebM (segment and cluster of unknown size)', { live: true }],
  ])('%s loses its tags and keeps its length and its frames', async (_name, opts) => {
    const original = sampleWebmWithLocation(opts);
    expect(original.includes(LOCATIONS.movie)).toBe(true);
    const { res, stored } = await uploadVideo(original, 'clip.webm');
    expect(res.statusCode).toBe(200);
    if (!stored) throw new Error('not stored');
    expect(res.json().data.video.mimeType).toBe('video/webm');
    expect(stored.includes(LOCATIONS.movie)).toBe(false);
    expect(stored.includes('At home')).toBe(false);
    expect(stored.length).toBe(original.length);
    const tags = original.indexOf(Buffer.from('1254c367', 'hex'));
    expect(stored[tags]).toBe(0xec);
    const frame = Buffer.alloc(64, 0x5a);
    expect(stored.indexOf(frame)).toBe(original.indexOf(frame));
    expect(await fileTypeFromBuffer(stored)).toMatchObject({ mime: 'video/webm' });
  });

  it('refuses an MP4 whose movie box is broken with 400 and a clear message', async () => {
    const original = sampleMp4WithLocation();
    const moov = mp4Children(original).find((b) => b.type === 'moov');
    const broken = Buffer.from(original);
    broken.writeUInt32BE(0xffff, (moov?.at ?? 0) + 8); // the first child claims more than the movie box holds
    const { res } = await uploadVideo(broken, 'broken.mp4');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(UPLOAD_MESSAGES.unreadableVideo);
  });
});

describe('the strippers read the stream in whatever pieces it arrives', () => {
  async function through(stripper: Mp4MetadataStripper | WebmMetadataStripper, input: Buffer, piece: number) {
    const pieces: Buffer[] = [];
    for (let at = 0; at < input.length; at += piece) pieces.push(input.subarray(at, at + piece));
    const out: Buffer[] = [];
    for await (const chunk of Readable.from(pieces).pipe(stripper)) out.push(chunk as Buffer);
    return Buffer.concat(out);
  }

  it.each([1, 3, 7, 16, 4096])('gives the same file when it arrives %i bytes at a time', async (piece) => {
    const mp4 = sampleMp4WithLocation();
    const webm = sampleWebmWithLocation({ live: true });
    const wholeMp4 = await through(new Mp4MetadataStripper(), mp4, mp4.length);
    const wholeWebm = await through(new WebmMetadataStripper(), webm, webm.length);
    expect(leaks(wholeMp4)).toEqual([]);
    expect((await through(new Mp4MetadataStripper(), mp4, piece)).equals(wholeMp4)).toBe(true);
    expect((await through(new WebmMetadataStripper(), webm, piece)).equals(wholeWebm)).toBe(true);
  });
});
