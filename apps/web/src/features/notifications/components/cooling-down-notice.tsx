import { COOLING_DOWN_MESSAGE } from '@cq/shared';
import { Snowflake } from 'lucide-react';
import { useText } from '../../../i18n/locale-context';
import { usePolling } from '../polling/portal-polling';

/** Shown while polling pauses after a 429. */
export function CoolingDownNotice() {
  const text = useText();
  const { coolingDown } = usePolling();
  return (
    <div role="status" aria-live="polite" className="contents">
      {coolingDown ? (
        <span className="inline-flex items-center gap-1.5 rounded-full bg-status-submitted/10 px-3 py-1 text-xs font-semibold text-status-submitted">
          <Snowflake className="h-3.5 w-3.5" aria-hidden />
          {text(COOLING_DOWN_MESSAGE)}
        </span>
      ) : null}
    </div>
  );
}
