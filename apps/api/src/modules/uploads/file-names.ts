import { contentDisposition } from '../../storage/types';

/**
 * Names of stored files. A name is shown to staff and sent back in
 * Content-Disposition, so it must not lie about what the file is: it keeps the
 * person's wording but takes the extension of the type decided by the bytes,
 * and loses path parts and every invisible character that could disguise it
 * (control characters, and format characters such as the right-to-left
 * override U+202E that makes `cert\u202Efdp.exe` display as `certexe.pdf`).
 */

/** The extension each accepted type is stored and offered under. */
export const EXTENSION_OF_TYPE: Readonly<Record<string, string>> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'video/mp4': 'mp4',
  'video/webm': 'webm',
  'video/quicktime': 'mov',
  'application/pdf': 'pdf',
};

/** Characters a file name may not carry: control (Cc), format (Cf, the bidirectional overrides), separators of lines. */
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu;
/** Characters Windows refuses in a file name, replaced so a download saves under the name shown. */
const RESERVED = /[<>:"|?*]/g;
const MAX_BASE_LENGTH = 200;

export function extensionOfType(mimeType: string): string {
  return EXTENSION_OF_TYPE[mimeType] ?? 'bin';
}

/**
 * The name a file is stored and offered under: the last path part of what the
 * browser sent, without invisible characters, its own extension replaced by
 * the detected type's. `certificate.html` holding a PDF becomes `certificate.pdf`.
 */
export function storedFileName(sent: string | undefined, mimeType: string): string {
  const extension = extensionOfType(mimeType);
  const lastPart = (sent ?? '').normalize('NFC').replace(INVISIBLE, '').split(/[\\/]/).pop() ?? '';
  const visible = lastPart.replace(RESERVED, '_').trim();
  const dot = visible.lastIndexOf('.');
  const withoutExtension = dot > 0 ? visible.slice(0, dot) : visible;
  // Cut by code points so no surrogate pair is split, then drop leading dots (hidden files) and trailing dots.
  const base = Array.from(withoutExtension)
    .slice(0, MAX_BASE_LENGTH)
    .join('')
    .replace(/^[.\s]+|[.\s]+$/g, '');
  return `${base || 'upload'}.${extension}`;
}

/** Files the pages show in place: photos and videos in <img>/<video>, and the birth certificate's PDF in a frame. */
export function isShownInline(mimeType: string): boolean {
  return mimeType.startsWith('image/') || mimeType.startsWith('video/') || mimeType === 'application/pdf';
}

/** How a stored file is offered: in place for what the pages show, otherwise as a download; always under a clean name. */
export function dispositionFor(mimeType: string, originalName: string): string {
  return contentDisposition(isShownInline(mimeType) ? 'inline' : 'attachment', storedFileName(originalName, mimeType));
}
