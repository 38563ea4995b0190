import { apiFile } from './api-client';

/** Hands a file to the browser to save under `fileName`. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Let the browser start the download before the address is released.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** A file from the API (a receipt), fetched with the session and saved under the server's name; resolves to it. */
export async function downloadFile(path: string, accept: string, fallbackName: string): Promise<string> {
  const { blob, fileName } = await apiFile(path, accept);
  const name = fileName ?? fallbackName;
  saveFile(blob, name);
  return name;
}
