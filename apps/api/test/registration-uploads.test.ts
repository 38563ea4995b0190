import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { mediaFiles } from '../src/db/schema';
import { setContestantStatus } from '../src/dev/contestant-factories';
import { createUser, loginAs } from '../src/dev/factories';
import { ensureContestantRecord } from '../src/modules/contestants/lifecycle';
import { mediaLink } from '../src/modules/uploads/signed-links';
import { multipartBody } from './support/multipart';
import { get, signedInPaidContestant, upload } from './support/registration-helpers';
import { sampleExecutable, sampleImage, sampleMp4, samplePdf } from './support/sample-files';
import { testAppForFile } from './support/test-app';

const t = testAppForFile();

const paid = () => signedInPaidContestant(t);
const uploadsRoot = () => path.join(t.config.dataDir, 'uploads');
async function storedFile(mediaId: string): Promise<Buffer> {
  const [row] = await t.db.select().from(mediaFiles).where(eq(mediaFiles.id, mediaId));
  if (!row) throw new Error('no media row');
  return fs.readFileSync(path.join(uploadsRoot(), row.storageKey));
}

describe('POST /contestants/:id/upload: accepted files', () => {
  it.each([
    ['jpeg', 'image/jpeg'],
    ['png', 'image/png'],
    ['webp', 'image/webp'],
  ] as const)('takes a %s headshot, answers data keyed by uploadType and strips its metadata', async (format, mime) => {
    const { id, headers } = await paid();
    const original = await sampleImage(format, { withGps: true });
    expect((await sharp(original).metadata()).exif).toBeDefined();

    const res = await upload(t.app, id, headers, 'headshot', original, `me.${format}`, 'image/whatever');
    expect(res.statusCode).toBe(200);
    const item = res.json().data.headshot;
    expect(item).toMatchObject({
      uploadType: 'headshot',
      fileName: `me.${format === 'jpeg' ? 'jpg' : format}`,
      mimeType: mime,
    });
    expect(item.url).toMatch(/^\/api\/media\/[0-9a-f-]{36}\?expires=\d+&signature=/);
    expect(Object.keys(res.json().data)).toEqual(['headshot']);

    const stored = await storedFile(item._id);
    const meta = await sharp(stored).metadata();
    expect(meta.format).toBe(format === 'jpeg' ? 'jpeg' : format);
    expect(meta.exif).toBeUndefined();
    expect(stored.includes(Buffer.from('Location Leaker'))).toBe(false);
    expect(item.size).toBe(stored.length);
  });

  it('takes a PDF birth certificate as it is', async () => {
    const { id, headers } = await paid();
    const pdf = samplePdf();
    const res = await upload(t.app, id, headers, 'birthCertificate', pdf, 'birth.pdf');
    expect(res.statusCode).toBe(200);
    const item = res.json().data.birthCertificate;
    expect(item.mimeType).toBe('application/pdf');
    expect((await storedFile(item._id)).equals(pdf)).toBe(true);
  });

  it('takes an MP4 video, streamed to storage with its media byte for byte', async () => {
    const { id, headers } = await paid();
    const mp4 = sampleMp4();
    const res = await upload(t.app, id, headers, 'video', mp4, 'intro.mp4', 'video/mp4');
    expect(res.statusCode).toBe(200);
    const item = res.json().data.video;
    expect(item).toMatchObject({ mimeType: 'video/mp4', size: mp4.length });
    const stored = await storedFile(item._id);
    expect(stored.length).toBe(mp4.length);
    // Only the metadata box (the encoder's tag) is blanked; the media and its index are untouched.
    const mdat = mp4.indexOf('mdat', 0, 'latin1') - 4;
    expect(stored.subarray(mdat).equals(mp4.subarray(mdat))).toBe(true);
  });

  it('records the file in the draft and replaces (and removes) the previous one', async () => {
    const { id, headers } = await paid();
    const first = (await upload(t.app, id, headers, 'fullBody', await sampleImage('png'), 'one.png')).json().data
      .fullBody;
    const [firstRow] = await t.db.select().from(mediaFiles).where(eq(mediaFiles.id, first._id));
    const firstPath = path.join(uploadsRoot(), firstRow?.storageKey ?? 'missing');
    expect(fs.existsSync(firstPath)).toBe(true);

    const second = (await upload(t.app, id, headers, 'fullBody', await sampleImage('jpeg'), 'two.jpg')).json().data
      .fullBody;
    expect(second._id).not.toBe(first._id);
    expect(fs.existsSync(firstPath)).toBe(false);
    const rows = await t.db.select().from(mediaFiles).where(eq(mediaFiles.contestantId, id));
    expect(rows.map((r) => r.id)).toEqual([second._id]);

    const draft = (await get(t.app, `/api/contestants/${id}/draft`, headers)).json().data;
    expect(draft.draftFormData.fullBody).toMatchObject({ _id: second._id, fileName: 'two.jpg' });
    expect(draft.draftRevision).toBe(0);
  });
});

describe('POST /contestants/:id/upload: refused files', () => {
  it('decides the type by the bytes: an executable named photo.jpg is refused with 415', async () => {
    const { id, headers } = await paid();
    const res = await upload(t.app, id, headers, 'headshot', sampleExecutable(), 'photo.jpg', 'image/jpeg');
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({
      success: false,
      code: 'unsupported_media_type',
      message: 'Headshot must be a JPEG, PNG or WebP image.',
    });
    expect(await t.db.select().from(mediaFiles).where(eq(mediaFiles.contestantId, id))).toEqual([]);
  });

  it('refuses a type the slot does not take (PDF headshot, JPEG video, WebP certificate)', async () => {
    const { id, headers } = await paid();
    expect((await upload(t.app, id, headers, 'headshot', samplePdf(), 'a.pdf')).statusCode).toBe(415);
    const video = await upload(t.app, id, headers, 'video', await sampleImage('jpeg'), 'a.mp4');
    expect(video.json()).toEqual({
      success: false,
      code: 'unsupported_media_type',
      message: 'Video must be an MP4, WebM or MOV file.',
    });
    const cert = await upload(t.app, id, headers, 'birthCertificate', await sampleImage('webp'), 'a.webp');
    expect(cert.json()).toEqual({
      success: false,
      code: 'unsupported_media_type',
      message: 'Birth certificate must be a PDF, JPEG or PNG file.',
    });
  });

  it('refuses a file over the limit with 413 and stores nothing', async () => {
    const { id, headers } = await paid();
    const jpeg = await sampleImage('jpeg');
    const big = Buffer.concat([jpeg, Buffer.alloc(10 * 1024 * 1024 + 1 - jpeg.length)]);
    const res = await upload(t.app, id, headers, 'headshot', big, 'big.jpg');
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({
      success: false,
      code: 'payload_too_large',
      message: 'Headshot must be 10 MB or smaller.',
    });
    expect(await t.db.select().from(mediaFiles).where(eq(mediaFiles.contestantId, id))).toEqual([]);
    const dir = path.join(uploadsRoot(), 'contestants', id);
    const leftovers = fs.existsSync(dir)
      ? fs.readdirSync(dir, { recursive: true }).filter((f) => String(f).includes('.'))
      : [];
    expect(leftovers).toEqual([]);
  });

  it('accepts a file of exactly the limit', async () => {
    const { id, headers } = await paid();
    const pdf = samplePdf();
    const exact = Buffer.concat([pdf, Buffer.alloc(10 * 1024 * 1024 - pdf.length, 0x20)]);
    const res = await upload(t.app, id, headers, 'birthCertificate', exact, 'exact.pdf');
    expect(res.statusCode).toBe(200);
    expect(res.json().data.birthCertificate.size).toBe(10 * 1024 * 1024);
  });

  it('refuses a truncated image with 400 and a clear message', async () => {
    const { id, headers } = await paid();
    const noise = { type: 'gaussian' as const, mean: 128, sigma: 40 };
    const whole = await sharp({ create: { width: 400, height: 400, channels: 3, background: '#000', noise } })
      .jpeg()
      .toBuffer();
    const res = await upload(
      t.app,
      id,
      headers,
      'headshot',
      whole.subarray(0, Math.floor(whole.length / 2)),
      'cut.jpg',
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('The image could not be read. Please upload a complete JPEG, PNG or WebP file.');
  });

  it('refuses an empty file, a missing file, an unknown or late uploadType', async () => {
    const { id, headers } = await paid();
    const empty = await upload(t.app, id, headers, 'headshot', Buffer.alloc(0), 'empty.jpg');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('The file is empty.');

    const unknown = await upload(t.app, id, headers, 'passport', await sampleImage('jpeg'), 'p.jpg');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors.uploadType).toBe('uploadType must be headshot, fullBody, video or birthCertificate');

    const onlyType = multipartBody([{ name: 'uploadType', value: 'headshot' }]);
    const missing = await t.app.inject({
      method: 'POST',
      url: `/api/contestants/${id}/upload`,
      headers: { ...headers, ...onlyType.headers },
      payload: onlyType.payload,
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('Please choose a file to upload.');

    const late = multipartBody([
      { name: 'file', value: await sampleImage('jpeg'), fileName: 'a.jpg' },
      { name: 'uploadType', value: 'headshot' },
    ]);
    const lateRes = await t.app.inject({
      method: 'POST',
      url: `/api/contestants/${id}/upload`,
      headers: { ...headers, ...late.headers },
      payload: late.payload,
    });
    expect(lateRes.statusCode).toBe(400);
    expect(lateRes.json().message).toBe('Send the uploadType field before the file.');
  });

  it('accepts only multipart/form-data', async () => {
    const { id, headers } = await paid();
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/contestants/${id}/upload`,
      headers: { ...headers, 'content-type': 'application/json' },
      payload: { uploadType: 'headshot' },
    });
    expect(res.statusCode).toBe(415);
  });

  it('answers 401 without a token, 404 for another user’s record, 409 when locked or unpaid', async () => {
    const { id, headers } = await paid();
    const jpeg = await sampleImage('jpeg');
    expect((await upload(t.app, id, {}, 'headshot', jpeg, 'a.jpg')).statusCode).toBe(401);
    const other = await createUser(t.db);
    const notMine = await upload(t.app, id, loginAs(t.app, other).headers, 'headshot', jpeg, 'a.jpg');
    expect(notMine.statusCode).toBe(404);

    await setContestantStatus(t.db, id, 'preliminary_approved');
    const locked = await upload(t.app, id, headers, 'headshot', jpeg, 'a.jpg');
    expect(locked.statusCode).toBe(409);
    expect(locked.json().code).toBe('registration_locked');

    const unpaid = await ensureContestantRecord(t.db, other.id);
    const pending = await upload(t.app, unpaid.id, loginAs(t.app, other).headers, 'headshot', jpeg, 'a.jpg');
    expect(pending.statusCode).toBe(409);
    expect(pending.json().message).toBe('Please pay the registration fee before filling in the form.');
    expect(pending.json().code).toBe('registration_not_paid');
  });
});

describe('GET /contestants/:id/media and the signed links', () => {
  it('lists the files with short-lived links that serve the bytes', async () => {
    const { id, headers } = await paid();
    const jpeg = await sampleImage('jpeg');
    await upload(t.app, id, headers, 'headshot', jpeg, 'face.jpg');
    const res = await get(t.app, `/api/contestants/${id}/media`, headers);
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.fullBody).toBeNull();
    expect(data.video).toBeNull();
    expect(data.birthCertificate).toBeNull();
    const expiresIn = new Date(data.headshot.expiresAt).getTime() - Date.now();
    expect(expiresIn).toBeGreaterThan(14 * 60_000);
    expect(expiresIn).toBeLessThanOrEqual(15 * 60_000);

    const file = await get(t.app, data.headshot.url);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/jpeg');
    expect(file.headers['cache-control']).toMatch(/^private, max-age=\d+$/);
    expect(file.headers['content-disposition']).toContain('face.jpg');
    // A file runs nothing and only the site itself may frame it (the back office's PDF viewer).
    expect(file.headers['content-security-policy']).toMatch(/^default-src 'none';.*frame-ancestors 'self'/);
    expect(file.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(file.rawPayload.equals(await storedFile(data.headshot._id))).toBe(true);
  });

  it('refuses a tampered or expired link and another user’s list', async () => {
    const { id, headers } = await paid();
    const item = (await upload(t.app, id, headers, 'headshot', await sampleImage('png'), 'a.png')).json().data.headshot;
    // Always a different first character (a signature that already starts with A stays valid under A).
    const tampered = item.url.replace(/signature=(.)/, (_m: string, c: string) => `signature=${c === 'A' ? 'B' : 'A'}`);
    expect((await get(t.app, tampered)).statusCode).toBe(403);
    const expired = mediaLink(t.config.jwtSecret, item._id, Date.now() - 16 * 60_000);
    const res = await get(t.app, expired.url);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('This link has expired. Please reload the page to get a new one.');

    const other = await createUser(t.db);
    expect((await get(t.app, `/api/contestants/${id}/media`, loginAs(t.app, other).headers)).statusCode).toBe(404);
    expect((await get(t.app, `/api/contestants/${id}/media`)).statusCode).toBe(401);
  });

  it('serves byte ranges for video players', async () => {
    const { id, headers } = await paid();
    const mp4 = sampleMp4();
    const item = (await upload(t.app, id, headers, 'video', mp4, 'v.mp4')).json().data.video;
    const part = await get(t.app, item.url, { range: 'bytes=10-19' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 10-19/${mp4.length}`);
    expect(part.rawPayload.equals(mp4.subarray(10, 20))).toBe(true);
    const tail = await get(t.app, item.url, { range: 'bytes=-5' });
    expect(tail.rawPayload.equals(mp4.subarray(mp4.length - 5))).toBe(true);
    const bad = await get(t.app, item.url, { range: `bytes=${mp4.length + 5}-` });
    expect(bad.statusCode).toBe(416);
  });
});
