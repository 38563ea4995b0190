/**
 * Upload types and limits (docs/product/registration.md#uploads). The type is decided
 * by the file's bytes on the server; the browser checks the same rules first
 * so that a wrong file fails before it is sent.
 */
export const UPLOAD_TYPES = ['headshot', 'fullBody', 'video', 'birthCertificate'] as const;
export type UploadType = (typeof UPLOAD_TYPES)[number];

const MB = 1024 * 1024;

export interface UploadRule {
  label: string;
  kind: 'image' | 'video' | 'document';
  mimeTypes: readonly string[];
  /** What the browser's file picker offers. */
  accept: string;
  maxBytes: number;
  typeMessage: string;
  sizeMessage: string;
}

export const UPLOAD_RULES: Record<UploadType, UploadRule> = {
  headshot: {
    label: 'Headshot',
    kind: 'image',
    mimeTypes: ['image/jpeg', 'image/png', 'image/webp'],
    accept: 'image/jpeg,image/png,image/webp',
    maxBytes: 10 * MB,
    typeMessage: 'Headshot must be a JPEG, PNG or WebP image.',
    sizeMessage: 'Headshot must be 10 MB or smaller.',
  },
  fullBody: {
    label: 'Full body photo',
    kind: 'image',
    mimeTypes: ['image/jpeg', 'image/png', 'image/webp'],
    accept: 'image/jpeg,image/png,image/webp',
    maxBytes: 10 * MB,
    typeMessage: 'Full body photo must be a JPEG, PNG or WebP image.',
    sizeMessage: 'Full body photo must be 10 MB or smaller.',
  },
  video: {
    label: 'Video',
    kind: 'video',
    mimeTypes: ['video/mp4', 'video/webm', 'video/quicktime'],
    accept: 'video/mp4,video/webm,video/quicktime,.mov',
    maxBytes: 200 * MB,
    typeMessage: 'Video must be an MP4, WebM or MOV file.',
    sizeMessage: 'Video must be 200 MB or smaller.',
  },
  birthCertificate: {
    label: 'Birth certificate',
    kind: 'document',
    mimeTypes: ['application/pdf', 'image/jpeg', 'image/png'],
    accept: 'application/pdf,image/jpeg,image/png',
    maxBytes: 10 * MB,
    typeMessage: 'Birth certificate must be a PDF, JPEG or PNG file.',
    sizeMessage: 'Birth certificate must be 10 MB or smaller.',
  },
};

/** The largest file any upload type accepts. */
export const MAX_UPLOAD_BYTES = Math.max(...Object.values(UPLOAD_RULES).map((r) => r.maxBytes));

export function isAcceptedType(uploadType: UploadType, mimeType: string | null | undefined): boolean {
  return Boolean(mimeType) && UPLOAD_RULES[uploadType].mimeTypes.includes(mimeType ?? '');
}

export function isAcceptedSize(uploadType: UploadType, bytes: number): boolean {
  return bytes > 0 && bytes <= UPLOAD_RULES[uploadType].maxBytes;
}

export const UPLOAD_MESSAGES = {
  failed: 'Upload failed. Please try again.',
  fileNotFound: 'File not found.',
  rangeNotServed: 'The requested range cannot be served.',
  noParticipant: 'Error: Please refresh the page and try again.',
  empty: 'The file is empty.',
  unreadableImage: 'The image could not be read. Please upload a complete JPEG, PNG or WebP file.',
  unreadableVideo: 'The video could not be read. Please upload a complete MP4, WebM or MOV file.',
  missingFile: 'Please choose a file to upload.',
  typeFirst: 'Send the uploadType field before the file.',
  tooLarge: `The upload is too large: files may be at most ${MAX_UPLOAD_BYTES / MB} MB.`,
  pdfNotPdf: 'This file is not a valid PDF. Please upload the original PDF document.',
  pdfHtml: 'This PDF also contains web page code and cannot be accepted. Please upload the original PDF document.',
  pdfActiveContent:
    'This PDF contains active content (scripts, actions, embedded files or media) and cannot be accepted. Please upload a plain PDF, for example by printing the document to PDF.',
  pdfUnchecked:
    'This PDF is encrypted or compressed in a way that cannot be checked. Please upload an unprotected copy, for example by printing the document to PDF.',
  incomplete: 'The upload did not arrive whole. Please try again.',
} as const;

export function formatBytes(bytes: number): string {
  if (bytes >= MB) return `${(bytes / MB).toFixed(bytes >= 10 * MB ? 0 : 1)} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} B`;
}
