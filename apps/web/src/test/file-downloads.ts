import { vi } from 'vitest';

/**
 * Catches the files the page hands the browser to save: each becomes the object address `objectUrl`, and the
 * hidden link's click that would save it is recorded instead of followed.
 */
export function catchDownloads(objectUrl: string) {
  const createObjectURL = vi.fn(() => objectUrl);
  vi.stubGlobal(
    'URL',
    class extends URL {
      static override createObjectURL = createObjectURL;
      static override revokeObjectURL = vi.fn();
    },
  );
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
  return { createObjectURL, click };
}
