import { UPLOAD_MESSAGES } from '@cq/shared';
import { badInput } from '../../lib/errors';

/** Decompression bombs are refused: 50 megapixels is far beyond any camera photo we need. */
const MAX_INPUT_PIXELS = 50_000_000;

/**
 * Re-encodes an image in its own format. The output keeps
 * the picture only: EXIF (camera, GPS location), XMP and IPTC are not copied.
 * The EXIF orientation is applied first so the photo stays upright. A
 * truncated or corrupt file fails here with a clear message.
 */
export async function reencodeImage(input: Buffer, mimeType: string): Promise<Buffer> {
  // Loaded on first use: the image library is heavy to load, and a start needs none of it.
  const { default: sharp } = await import('sharp');
  try {
    const image = sharp(input, { failOn: 'warning', limitInputPixels: MAX_INPUT_PIXELS }).rotate();
    if (mimeType === 'image/png') return await image.png({ compressionLevel: 8 }).toBuffer();
    if (mimeType === 'image/webp') return await image.webp({ quality: 88 }).toBuffer();
    return await image.jpeg({ quality: 88, mozjpeg: true }).toBuffer();
  } catch {
    throw badInput(UPLOAD_MESSAGES.unreadableImage, { file: UPLOAD_MESSAGES.unreadableImage });
  }
}
