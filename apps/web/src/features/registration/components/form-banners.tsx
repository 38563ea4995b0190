import { AlertTriangle, PencilLine } from 'lucide-react';

/** Edit mode: how many edits remain after this one (singular or plural). */
export function editsRemainingText(count: number): string {
  return count === 1 ? 'You have 1 edit remaining.' : `You have ${count} edits remaining.`;
}

export function EditBanner({ editsRemaining }: { editsRemaining: number }) {
  return (
    <div className="flex items-start gap-3 rounded-2xl border border-secondary-main/50 bg-secondary-light/20 px-4 py-3 text-sm text-ink sm:px-5">
      <PencilLine className="mt-0.5 h-5 w-5 shrink-0 text-secondary-dark" aria-hidden />
      <p>
        <span className="font-semibold">You are editing your registration form.</span>{' '}
        {editsRemainingText(editsRemaining)} When you are done, choose Update Registration to send it back for review.
      </p>
    </div>
  );
}

interface ConflictProps {
  onReload: () => void;
  onKeep: () => void;
  busy: boolean;
}

/** A save from this tab was refused because another tab saved first: nothing is overwritten silently. */
export function ConflictBanner({ onReload, onKeep, busy }: ConflictProps) {
  return (
    <div
      role="alert"
      className="rounded-2xl border border-status-pending/40 bg-amber-50 px-4 py-4 text-sm text-ink sm:px-5"
    >
      <div className="flex items-start gap-3">
        <AlertTriangle className="mt-0.5 h-5 w-5 shrink-0 text-status-pending" aria-hidden />
        <div>
          <p className="font-semibold">Your registration was changed in another tab or window.</p>
          <p className="mt-1 text-muted">
            The changes in this tab are kept here but have not been saved. Reload to see the latest saved version, or
            keep this version to save it over the other one.
          </p>
          <div className="mt-3 flex flex-wrap gap-2">
            <button type="button" className="btn-primary px-5 py-2" onClick={onReload} disabled={busy}>
              Reload saved version
            </button>
            <button type="button" className="btn-outline px-5 py-2" onClick={onKeep} disabled={busy}>
              Keep this version
            </button>
          </div>
        </div>
      </div>
    </div>
  );
}

export function LockedBanner({ onReload }: { onReload: () => void }) {
  return (
    <div
      role="alert"
      className="rounded-2xl border border-status-submitted/30 bg-blue-50 px-4 py-4 text-sm text-ink sm:px-5"
    >
      <p className="font-semibold">This registration has been submitted and can no longer be changed here.</p>
      <button type="button" className="btn-outline mt-3 px-5 py-2" onClick={onReload}>
        See my registration
      </button>
    </div>
  );
}
