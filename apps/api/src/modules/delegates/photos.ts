import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { BRAND, DELEGATE_CARD_SIZE, DELEGATE_PHOTO_WIDTHS } from '@cq/shared';
import type { FastifyInstance } from 'fastify';
import type { DelegatePhotoSet } from '../../db/schema';

/** Public copies are small: a phone's screen never needs more than 960 pixels across. */
const QUALITY = 80;

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export const photoKey = (contestantId: string, version: string, file: string) =>
  `public/delegates/${contestantId}/${version}/${file}`;

/** The files one profile publishes, by name in its address. */
export const PHOTO_FILES = [
  ...DELEGATE_PHOTO_WIDTHS.flatMap((w) => [`headshot-${w}.webp`, `full-body-${w}.webp`]),
  'card.jpg',
] as const;

/** The image library, loaded on first use: it is heavy to load, and a start needs none of it. */
const loadSharp = async () => (await import('sharp')).default;

const escapeXml = (s: string) =>
  s.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c] ?? c);

/** The link-preview card: her headshot on the left, her name, country and continent on the right. */
async function card(headshot: Buffer, name: string, place: string): Promise<Buffer> {
  const { width, height } = DELEGATE_CARD_SIZE;
  const sharp = await loadSharp();
  const photo = await sharp(headshot).resize(height, height, { fit: 'cover', position: 'attention' }).toBuffer();
  const fontSize = name.length > 22 ? 54 : 68;
  const text = `<svg width="${width - height}" height="${height}" xmlns="http://www.w3.org/2000/svg">
  <rect width="100%" height="100%" fill="#3a1760"/>
  <rect x="56" y="150" width="72" height="4" fill="#e6c65c"/>
  <text x="56" y="250" font-family="DejaVu Serif, serif" font-size="${fontSize}" font-weight="bold" fill="#ffffff">${escapeXml(name)}</text>
  <text x="56" y="320" font-family="DejaVu Sans, sans-serif" font-size="32" fill="#f1e6ff">${escapeXml(place)}</text>
  <text x="56" y="520" font-family="DejaVu Serif, serif" font-size="30" fill="#e6c65c">${escapeXml(BRAND.siteName)}</text>
</svg>`;
  return sharp({ create: { width, height, channels: 3, background: '#3a1760' } })
    .composite([
      { input: photo, left: 0, top: 0 },
      { input: Buffer.from(text), left: height, top: 0 },
    ])
    .jpeg({ quality: 84, mozjpeg: true })
    .toBuffer();
}

async function sizes(
  app: FastifyInstance,
  source: Buffer,
  prefix: string,
  key: (file: string) => string,
  keys: string[],
): Promise<{ width: number; height: number }> {
  let largest = { width: 0, height: 0 };
  const sharp = await loadSharp();
  for (const w of DELEGATE_PHOTO_WIDTHS) {
    const { data, info } = await sharp(source)
      .resize({ width: w, withoutEnlargement: true })
      .webp({ quality: QUALITY })
      .toBuffer({ resolveWithObject: true });
    const k = key(`${prefix}-${w}.webp`);
    await app.storage.put(k, data, { contentType: 'image/webp' });
    keys.push(k);
    largest = { width: info.width, height: info.height };
  }
  return largest;
}

/**
 * Makes the public copies of her photos at publication, from the stored
 * (already re-encoded, metadata-free) uploads: three web widths of each, and
 * the link card. The originals stay private.
 */
export async function makePublicPhotos(
  app: FastifyInstance,
  input: { contestantId: string; headshotKey: string; fullBodyKey: string | null; name: string; place: string },
): Promise<DelegatePhotoSet> {
  const version = randomUUID().slice(0, 8);
  const key = (file: string) => photoKey(input.contestantId, version, file);
  const keys: string[] = [];
  try {
    const headshotSource = await readAll((await app.storage.open(input.headshotKey)).stream);
    const headshot = await sizes(app, headshotSource, 'headshot', key, keys);
    let fullBody: DelegatePhotoSet['fullBody'] = null;
    if (input.fullBodyKey) {
      const source = await readAll((await app.storage.open(input.fullBodyKey)).stream);
      fullBody = await sizes(app, source, 'full-body', key, keys);
    }
    const cardKey = key('card.jpg');
    await app.storage.put(cardKey, await card(headshotSource, input.name, input.place), { contentType: 'image/jpeg' });
    keys.push(cardKey);
    return { version, headshot, fullBody, keys };
  } catch (err) {
    await removePublicPhotos(app, keys);
    throw err;
  }
}

export async function removePublicPhotos(app: FastifyInstance, keys: readonly string[]): Promise<void> {
  for (const k of keys) await app.storage.delete(k).catch(() => {});
}
