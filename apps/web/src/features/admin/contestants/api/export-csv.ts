import type { ErrorEnvelope } from '@cq/shared';
import { API_BASE, ApiError } from '#web/lib/api-client';
import { saveFile } from '#web/lib/download-file';
import { STORAGE_KEYS } from '#web/lib/storage-keys';
import { handleUnauthorized } from '../../../session';

/**
 * GET /admin/contestants/export.csv?filters: a file, not JSON, so it is
 * fetched as a blob with the bearer token (renewed once on 401, as every call
 * is) and handed to the browser to save under the server's file name.
 */
function fetchCsv(path: string, token: string | null): Promise<Response> {
  return fetch(`${API_BASE}${path}`, {
    headers: { accept: 'text/csv', ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
}

export function fileNameOf(disposition: string | null): string {
  return /filename="?([^";]+)"?/.exec(disposition ?? '')?.[1] ?? 'contestants.csv';
}

export function downloadContestantsCsv(filters: string): Promise<string> {
  return downloadCsv(`/admin/contestants/export.csv${filters ? `?${filters}` : ''}`);
}

/** Any of the back office's CSV files (the contestants', the payments'): fetched, then saved under its name. */
export async function downloadCsv(path: string): Promise<string> {
  let token = localStorage.getItem(STORAGE_KEYS.token);
  let res: Response;
  try {
    res = await fetchCsv(path, token);
    if (res.status === 401 && (await handleUnauthorized(path, token))) {
      token = localStorage.getItem(STORAGE_KEYS.token);
      res = await fetchCsv(path, token);
    }
  } catch {
    // Never shown: a failure that did not reach the server shows the caller's own words (messageOf).
    throw new ApiError(0, 'Network error. Please check your connection.');
  }
  if (!res.ok) {
    const envelope = (await res.json().catch(() => null)) as Partial<ErrorEnvelope> | null;
    // Without the server's own words, each caller shows its own, in the reader's language (messageOf).
    throw new ApiError(res.status, envelope?.message ?? '');
  }
  const fileName = fileNameOf(res.headers.get('content-disposition'));
  saveFile(await res.blob(), fileName);
  return fileName;
}
