import {
  type FileRef,
  formatBytes,
  isAcceptedSize,
  isAcceptedType,
  type MediaItem,
  UPLOAD_MESSAGES,
  UPLOAD_RULES,
  type UploadType,
} from '@cq/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { useT, useText } from '../../../i18n/locale-context';
import { type Uploader, uploadWithProgress } from '../api/upload-file';
import { uploadCheck } from '../components/fields/messages';
import { UPLOAD_PROGRESS_CLEAR_MS } from '../constants';

type PerType<T> = Partial<Record<UploadType, T>>;

/** Sets (or with undefined removes) one upload type's entry of a per-type state. */
function setFor<T>(set: (fn: (s: PerType<T>) => PerType<T>) => void, type: UploadType, value: T | undefined): void {
  set((current) => {
    const next = { ...current };
    if (value === undefined) delete next[type];
    else next[type] = value;
    return next;
  });
}

export interface Uploads {
  /** 0–100 while a file goes up; cleared 1 s after it ends. */
  progress: PerType<number>;
  /** Shown under the field: the server's message or 'Upload failed. Please try again.' */
  errors: PerType<string>;
  /** Links of files uploaded in this visit, for previews. */
  uploaded: PerType<MediaItem>;
  upload: (uploadType: UploadType, file: File) => Promise<void>;
}

/**
 * Per-file uploads with progress. The browser checks type and size first (the
 * server decides again from the bytes); a stored file goes into the form.
 */
export function useUploads(
  contestantId: string | null,
  onStored: (uploadType: UploadType, ref: FileRef) => void,
  uploader: Uploader = uploadWithProgress,
): Uploads {
  const t = useT();
  const text = useText();
  const [progress, setProgress] = useState<PerType<number>>({});
  const [errors, setErrors] = useState<PerType<string>>({});
  const [uploaded, setUploaded] = useState<PerType<MediaItem>>({});
  const timers = useRef(new Map<UploadType, ReturnType<typeof setTimeout>>());
  const stored = useRef(onStored);
  stored.current = onStored;

  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending.values()) clearTimeout(timer);
    };
  }, []);

  const upload = useCallback(
    async (uploadType: UploadType, file: File) => {
      if (!contestantId) {
        toast.error(text(UPLOAD_MESSAGES.noParticipant));
        return;
      }
      const rule = UPLOAD_RULES[uploadType];
      const typeKnown = Boolean(file.type);
      let problem: string | null = null;
      if (typeKnown && !isAcceptedType(uploadType, file.type)) problem = t(uploadCheck(uploadType, 'Type'));
      else if (!isAcceptedSize(uploadType, file.size))
        problem =
          file.size === 0
            ? text(UPLOAD_MESSAGES.empty)
            : t(uploadCheck(uploadType, 'Size'), { size: formatBytes(rule.maxBytes) });
      if (problem) {
        setFor(setErrors, uploadType, problem);
        return;
      }

      const previous = timers.current.get(uploadType);
      if (previous) clearTimeout(previous);
      setFor(setErrors, uploadType, undefined);
      setFor(setProgress, uploadType, 0);
      try {
        const item = await uploader({
          contestantId,
          uploadType,
          file,
          onProgress: (percent) => setFor(setProgress, uploadType, percent),
        });
        setFor(setUploaded, uploadType, item);
        const { uploadType: _type, url: _url, expiresAt: _expires, ...ref } = item;
        stored.current(uploadType, ref);
      } catch (err) {
        const message = err instanceof Error && err.message ? err.message : text(UPLOAD_MESSAGES.failed);
        setFor(setErrors, uploadType, message);
      } finally {
        timers.current.set(
          uploadType,
          setTimeout(() => {
            timers.current.delete(uploadType);
            setFor(setProgress, uploadType, undefined);
          }, UPLOAD_PROGRESS_CLEAR_MS),
        );
      }
    },
    [contestantId, uploader, t, text],
  );

  return { progress, errors, uploaded, upload };
}
