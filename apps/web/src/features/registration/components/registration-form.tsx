import {
  emptyRegistrationForm,
  type RegistrationForm as Form,
  formCompletion,
  LAST_STEP,
  normaliseRegistrationForm,
  SUBMISSION_MESSAGES,
} from '@cq/shared';
import { ArrowLeft, ArrowRight, Save } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { useT, useText } from '../../../i18n/locale-context';
import { ApiError } from '../../../lib/api-client';
import { hasStoredToken } from '../../../lib/session-snapshot';
import { useContestantMedia } from '../../contestants';
import { fetchDraft } from '../api/draft';
import { submitEdit, submitRegistration } from '../api/submit';
import type { Uploader } from '../api/upload-file';
import { saveFormBackup, takeFormBackup } from '../form/form-backup';
import { PendingEntriesProvider } from '../form/pending-entries';
import { takeUnsavedCopy } from '../form/unsaved-copy';
import { type AutosaveOptions, useAutosave } from '../form/use-autosave';
import { useRegistrationForm } from '../form/use-registration-form';
import { useUploads } from '../form/use-uploads';
import { fieldId } from './fields/inputs';
import { ConflictBanner, EditBanner, LockedBanner } from './form-banners';
import { AutosaveIndicator, CompletionBar, StepHeader } from './form-chrome';
import { FormSteps } from './form-steps';
import { registrationMessages as m } from './messages';
import { SuccessDialog } from './success-dialog';

export interface RegistrationFormProps {
  mode: 'create' | 'edit';
  /** Null when the record is missing: the form shows, but nothing can be saved. */
  contestantId: string | null;
  initialForm: Form;
  initialRevision: number;
  editsRemaining?: number;
  /** After the success dialog is closed. */
  onDone: () => void;
  /** Test seams: the draft save and the file upload. */
  saveDraft?: AutosaveOptions['save'];
  uploader?: Uploader;
}

/** The eight-step form with autosave, uploads, validation and submission. */
export function RegistrationForm(props: RegistrationFormProps) {
  const { mode, contestantId, initialForm, initialRevision, editsRemaining = 0, onDone } = props;
  const navigate = useNavigate();
  const t = useT();
  const text = useText();
  const location = useLocation();
  const notify = useRef<() => void>(() => {});
  const controller = useRegistrationForm(initialForm, () => notify.current());
  const autosave = useAutosave({
    contestantId,
    mode,
    revision: initialRevision,
    getForm: () => controller.formWithPending(),
    enabled: Boolean(contestantId),
    save: props.saveDraft,
  });
  notify.current = autosave.notifyChange;
  const uploads = useUploads(contestantId, (type, ref) => controller.setField(type, ref), props.uploader);
  const media = useContestantMedia(contestantId);
  const [busy, setBusy] = useState(false);
  const [resolving, setResolving] = useState(false);
  const [done, setDone] = useState(false);
  const cardRef = useRef<HTMLDivElement>(null);
  const { step, form, errors } = controller;

  // A form saved before signing in comes back once, then the local copy is gone;
  // so do the changes autosave had not sent when the page was last left.
  const restoreRef = useRef({ contestantId, mode, initialRevision, controller, autosave, t });
  useEffect(() => {
    const { contestantId: id, mode: formMode, initialRevision: rev, controller: c, autosave: a } = restoreRef.current;
    const backup = takeFormBackup(id);
    const unsaved = takeUnsavedCopy(id, formMode, rev);
    const restored = backup ?? unsaved;
    if (!restored) return;
    c.replace(restored);
    if (backup) {
      a.notifyChange();
      toast.success(restoreRef.current.t(m.restored));
    } else {
      void a.saveNow();
      toast.success(restoreRef.current.t(m.restoredUnsaved));
    }
  }, []);

  // A failed step check moves focus to its first field.
  useEffect(() => {
    const first = Object.keys(errors)[0];
    if (first) document.getElementById(fieldId(first))?.focus();
  }, [errors]);
  // A new step starts at its top.
  const shownStep = useRef(step);
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    cardRef.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
  }, [step]);

  const keepAndSignIn = () => {
    saveFormBackup(contestantId, controller.formRef.current, location.pathname);
    navigate('/auth/login');
  };

  const submit = async () => {
    if (!controller.validateAll()) return;
    if (!hasStoredToken()) return keepAndSignIn();
    if (!contestantId) {
      toast.error(text(SUBMISSION_MESSAGES.noParticipant));
      return;
    }
    setBusy(true);
    autosave.pause();
    try {
      const send = mode === 'edit' ? submitEdit : submitRegistration;
      await send(contestantId, controller.formRef.current);
      setDone(true);
    } catch (err) {
      if (err instanceof ApiError && err.status === 401) return keepAndSignIn();
      autosave.resume();
      if (err instanceof ApiError && err.fromServer) {
        if (err.errors) controller.showErrors(err.errors);
        toast.error(t(m.submissionFailed, { message: text(err.message) }));
      } else {
        toast.error(t(m.submissionError, { message: err instanceof Error ? err.message : String(err) }));
      }
    } finally {
      setBusy(false);
    }
  };

  const resolveConflict = async (keepMine: boolean) => {
    if (!contestantId) return;
    setResolving(true);
    try {
      const draft = await fetchDraft(contestantId);
      if (!keepMine) controller.replace(normaliseRegistrationForm(draft.draftFormData ?? emptyRegistrationForm()));
      autosave.resume({ revision: draft.draftRevision, saveNow: keepMine });
    } catch (err) {
      toast.error(err instanceof Error ? text(err.message) : t(m.unreachable));
    } finally {
      setResolving(false);
    }
  };

  const last = step === LAST_STEP;
  const submitLabel = t(mode === 'edit' ? m.update : m.submit);
  const busyLabel = t(mode === 'edit' ? m.updating : m.submitting);

  return (
    <div className="space-y-5">
      {mode === 'edit' ? <EditBanner editsRemaining={editsRemaining} /> : null}
      {autosave.state === 'conflict' ? (
        <ConflictBanner
          busy={resolving}
          onReload={() => void resolveConflict(false)}
          onKeep={() => void resolveConflict(true)}
        />
      ) : null}
      {autosave.state === 'locked' ? <LockedBanner onReload={onDone} /> : null}

      <div className="card p-5 sm:p-6">
        <CompletionBar percent={formCompletion(form)} />
      </div>

      <div ref={cardRef} className="card scroll-mt-4 overflow-hidden">
        <div className="border-b border-hairline px-5 py-5 sm:px-8">
          <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
            <AutosaveIndicator state={autosave.state} savedAt={autosave.savedAt} />
            <button
              type="button"
              onClick={() => void autosave.saveNow()}
              disabled={!contestantId || autosave.state === 'saving' || autosave.state === 'conflict'}
              className="inline-flex items-center gap-1.5 rounded-full border border-hairline px-4 py-1.5 text-sm font-semibold text-primary-main hover:border-primary-main disabled:cursor-not-allowed disabled:opacity-50"
            >
              <Save className="h-4 w-4" aria-hidden /> {t(m.saveNow)}
            </button>
          </div>
          <StepHeader step={step} />
        </div>

        <form
          noValidate
          className="px-5 py-6 sm:px-8 sm:py-8"
          onSubmit={(e) => {
            e.preventDefault();
            if (last) void submit();
            else controller.next();
          }}
        >
          <PendingEntriesProvider value={controller.pendingEntries}>
            <FormSteps step={step} controller={controller} uploads={uploads} media={media.data} />
          </PendingEntriesProvider>

          <div className="mt-10 flex items-center justify-between gap-3 border-t border-hairline pt-6">
            <button
              type="button"
              onClick={controller.back}
              disabled={step === 0 || busy}
              className="btn-outline px-5 sm:px-7"
            >
              <ArrowLeft className="h-4 w-4 rtl:-scale-x-100" aria-hidden /> {t(m.back)}
            </button>
            {last ? (
              <button type="submit" disabled={busy} className="btn-primary px-5 sm:px-7">
                {busy ? busyLabel : submitLabel}
              </button>
            ) : (
              <button type="submit" className="btn-primary px-5 sm:px-7">
                {t(m.next)} <ArrowRight className="h-4 w-4 rtl:-scale-x-100" aria-hidden />
              </button>
            )}
          </div>
        </form>
      </div>

      <SuccessDialog mode={mode} open={done} onClose={onDone} />
    </div>
  );
}
