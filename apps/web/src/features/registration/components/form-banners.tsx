import { AlertTriangle, PencilLine } from 'lucide-react';
import { useT } from '../../../i18n/locale-context';
import { registrationMessages as m } from './messages';

export function EditBanner({ editsRemaining }: { editsRemaining: number }) {
  const t = useT();
  return (
    <div className="flex items-start gap-3 rounded-2xl border border-secondary-main/50 bg-secondary-light/20 px-4 py-3 text-sm text-ink sm:px-5">
      <PencilLine className="mt-0.5 h-5 w-5 shrink-0 text-secondary-dark" aria-hidden />
      <p>
        <span className="font-semibold">{t(m.editing)}</span> {t(m.editsRemaining, { count: editsRemaining })}{' '}
        {t(m.editingDone)}
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
  const t = useT();
  return (
    <div
      role="alert"
      className="rounded-2xl border border-status-pending/40 bg-amber-50 px-4 py-4 text-sm text-ink sm:px-5"
    >
      <div className="flex items-start gap-3">
        <AlertTriangle className="mt-0.5 h-5 w-5 shrink-0 text-status-pending" aria-hidden />
        <div>
          <p className="font-semibold">{t(m.conflictTitle)}</p>
          <p className="mt-1 text-muted">{t(m.conflictText)}</p>
          <div className="mt-3 flex flex-wrap gap-2">
            <button type="button" className="btn-primary px-5 py-2" onClick={onReload} disabled={busy}>
              {t(m.reloadSaved)}
            </button>
            <button type="button" className="btn-outline px-5 py-2" onClick={onKeep} disabled={busy}>
              {t(m.keepMine)}
            </button>
          </div>
        </div>
      </div>
    </div>
  );
}

export function LockedBanner({ onReload }: { onReload: () => void }) {
  const t = useT();
  return (
    <div
      role="alert"
      className="rounded-2xl border border-status-submitted/30 bg-blue-50 px-4 py-4 text-sm text-ink sm:px-5"
    >
      <p className="font-semibold">{t(m.locked)}</p>
      <button type="button" className="btn-outline mt-3 px-5 py-2" onClick={onReload}>
        {t(m.seeRegistration)}
      </button>
    </div>
  );
}
