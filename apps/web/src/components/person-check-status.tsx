import { useT } from '../i18n/locale-context';
import type { PersonCheckState } from '../lib/person-check';
import { componentMessages as m } from './messages';

/**
 * The person check's live region: polite, so a screen reader hears "Checking you are a person…" and then "Done"
 * without losing its place. Present (empty) from the start, as live regions must be to be announced.
 */
export function PersonCheckStatus({ state }: { state: PersonCheckState }) {
  const t = useT();
  return (
    <p aria-live="polite" className="text-center text-sm text-muted">
      {state === 'checking' ? t(m.personChecking) : state === 'done' ? t(m.personChecked) : null}
    </p>
  );
}
