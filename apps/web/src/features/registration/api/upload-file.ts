import { type MediaItem, UPLOAD_MESSAGES, type UploadType } from '@cq/shared';
import { API_BASE } from '../../../lib/api-client';
import { STORAGE_KEYS } from '../../../lib/storage-keys';

export interface UploadRequest {
  contestantId: string;
  uploadType: UploadType;
  file: File;
  /** 0–100 as the bytes go up. */
  onProgress: (percent: number) => void;
}

/** Uploads one file; resolves with the stored reference or rejects with the message to show under the field. */
export type Uploader = (request: UploadRequest) => Promise<MediaItem>;

/**
 * POST /contestants/{id}/upload with XMLHttpRequest, the one browser API that
 * reports upload progress. uploadType goes before the file, as the server reads it first.
 */
export const uploadWithProgress: Uploader = ({ contestantId, uploadType, file, onProgress }) =>
  new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${API_BASE}/contestants/${contestantId}/upload`);
    xhr.setRequestHeader('accept', 'application/json');
    const token = localStorage.getItem(STORAGE_KEYS.token);
    if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress(Math.min(100, Math.round((e.loaded / e.total) * 100)));
    };
    xhr.onload = () => {
      let body: { success?: boolean; message?: string; data?: Partial<Record<UploadType, MediaItem>> } | null = null;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        body = null;
      }
      const item = body?.data?.[uploadType];
      if (xhr.status >= 200 && xhr.status < 300 && item) {
        onProgress(100);
        resolve(item);
      } else {
        reject(new Error(body?.message || UPLOAD_MESSAGES.failed));
      }
    };
    xhr.onerror = () => reject(new Error(UPLOAD_MESSAGES.failed));
    xhr.onabort = () => reject(new Error(UPLOAD_MESSAGES.failed));
    const data = new FormData();
    data.append('uploadType', uploadType);
    data.append('file', file, file.name);
    xhr.send(data);
  });
