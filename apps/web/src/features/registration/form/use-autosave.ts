import { type Draft, ERROR_CODES, type RegistrationForm } from '@cq/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { hasStoredToken } from '../../../lib/session-snapshot';
import { saveDraft } from '../api/draft';
import { AUTOSAVE_FIELD_DELAY_MS, AUTOSAVE_MAX_DELAY_MS } from '../constants';
import { dropUnsavedCopy, keepUnsavedCopy } from './unsaved-copy';

export type AutosaveState = 'idle' | 'saving' | 'saved' | 'error' | 'conflict' | 'locked';

export interface AutosaveOptions {
  contestantId: string | null;
  /** Which form these changes belong to, for the copy kept when the page goes away. */
  mode: 'create' | 'edit';
  /** The draft revision the form was loaded from. */
  revision: number;
  getForm: () => RegistrationForm;
  /** False while the form is locked (or there is no record to save to). */
  enabled: boolean;
  save?: (id: string, revision: number, form: RegistrationForm) => Promise<Draft>;
}

export interface Autosave {
  state: AutosaveState;
  savedAt: Date | null;
  /** Call on every change of the form. */
  notifyChange: () => void;
  /** Save at once (Save Now). */
  saveNow: () => Promise<void>;
  /** Stops autosaving (while a submission is on its way). */
  pause: () => void;
  /**
   * Autosaves again: after a failed submission, or after a conflict, from the
   * revision of the reloaded draft (optionally saving this tab's copy at once).
   */
  resume: (opts?: { revision?: number; saveNow?: boolean }) => void;
}

/**
 * Draft autosave: 2 s after a field change (each change restarts
 * it) and at the latest 30 s after the first unsaved change, unless the form
 * is locked. Each save names the revision it was based on; a 409 from a stale
 * tab stops autosaving and keeps this tab's copy until the user decides.
 * Changes not yet sent when the page is hidden or unloaded are kept on the
 * device (unsaved-copy), since a request started then may never arrive.
 */
export function useAutosave({
  contestantId,
  mode,
  revision,
  getForm,
  enabled,
  save = saveDraft,
}: AutosaveOptions): Autosave {
  const [state, setState] = useState<AutosaveState>('idle');
  const [savedAt, setSavedAt] = useState<Date | null>(null);
  const revisionRef = useRef(revision);
  const fieldTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const maxTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const inFlight = useRef(false);
  const again = useRef(false);
  const dirty = useRef(false);
  const stopped = useRef(false);
  const mounted = useRef(true);
  const live = useRef({ contestantId, mode, enabled, getForm, save });
  live.current = { contestantId, mode, enabled, getForm, save };

  const clearTimers = useCallback(() => {
    if (fieldTimer.current) clearTimeout(fieldTimer.current);
    if (maxTimer.current) clearTimeout(maxTimer.current);
    fieldTimer.current = null;
    maxTimer.current = null;
  }, []);

  const run = useCallback(async (): Promise<void> => {
    clearTimers();
    const { contestantId: id, enabled: on, getForm: read, save: send } = live.current;
    if (!id || !on || stopped.current) return;
    if (inFlight.current) {
      again.current = true;
      return;
    }
    inFlight.current = true;
    dirty.current = false;
    setState('saving');
    try {
      const draft = await send(id, revisionRef.current, read());
      revisionRef.current = draft.draftRevision;
      if (!dirty.current) dropUnsavedCopy();
      if (!mounted.current) return;
      setSavedAt(draft.lastDraftSaved ? new Date(draft.lastDraftSaved) : new Date());
      setState('saved');
    } catch (err) {
      dirty.current = true;
      if (!mounted.current) return;
      if (err instanceof ApiError && err.status === 409) {
        stopped.current = true;
        setState(err.code === ERROR_CODES.draftStale ? 'conflict' : 'locked');
      } else {
        setState('error');
      }
    } finally {
      inFlight.current = false;
      if (again.current && mounted.current) {
        again.current = false;
        void run();
      }
    }
  }, [clearTimers]);

  const notifyChange = useCallback(() => {
    if (!live.current.enabled || stopped.current) return;
    dirty.current = true;
    if (fieldTimer.current) clearTimeout(fieldTimer.current);
    fieldTimer.current = setTimeout(() => void run(), AUTOSAVE_FIELD_DELAY_MS);
    if (!maxTimer.current) maxTimer.current = setTimeout(() => void run(), AUTOSAVE_MAX_DELAY_MS);
  }, [run]);

  const pause = useCallback(() => {
    clearTimers();
    stopped.current = true;
    dropUnsavedCopy();
  }, [clearTimers]);

  const resume = useCallback(
    (opts: { revision?: number; saveNow?: boolean } = {}) => {
      if (opts.revision !== undefined) revisionRef.current = opts.revision;
      stopped.current = false;
      setState((s) => (s === 'conflict' || s === 'locked' ? 'idle' : s));
      if (opts.saveNow) void run();
    },
    [run],
  );

  // A reload, a closed tab or a phone putting the browser away: what autosave has
  // not sent yet stays on this device. Only while signed in: a sign-out keeps nothing.
  useEffect(() => {
    const keep = () => {
      const { contestantId: id, mode: m, enabled: on, getForm: read } = live.current;
      if (!id || !on || stopped.current || !hasStoredToken()) return;
      if (!dirty.current && !inFlight.current) return;
      keepUnsavedCopy({
        contestantId: id,
        mode: m,
        baseRevision: revisionRef.current,
        saveInFlight: inFlight.current,
        form: read(),
      });
    };
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') keep();
    };
    window.addEventListener('pagehide', keep);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.removeEventListener('pagehide', keep);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, []);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      clearTimers();
      // Leaving the page with unsaved changes: send them once more.
      const { contestantId: id, enabled: on, getForm: read, save: send } = live.current;
      if (dirty.current && id && on && !stopped.current && !inFlight.current) {
        send(id, revisionRef.current, read()).catch(() => {});
      }
    };
  }, [clearTimers]);

  return { state, savedAt, notifyChange, saveNow: run, pause, resume };
}
