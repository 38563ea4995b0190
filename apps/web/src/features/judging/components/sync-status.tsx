import { CLOCK_SKEW_WARNING_MS } from '@cq/shared';
import { CheckCircle2, Clock, CloudOff, RefreshCw } from 'lucide-react';
import { type Translate, useT } from '../../../i18n/locale-context';
import { judgingMessages as m } from '../messages';
import type { OutboxState } from '../offline/score-outbox';

/** "1 h 5 min", "42 s": how far the phone's clock is off. */
function span(ms: number, t: Translate): string {
  const s = Math.round(Math.abs(ms) / 1000);
  if (s < 60) return t(m.spanSeconds, { s });
  const min = Math.round(s / 60);
  return min < 60 ? t(m.spanMinutes, { m: min }) : t(m.spanHours, { h: Math.floor(min / 60), m: min % 60 });
}

/** A phone clock more than a few seconds off: the judge is told; her scores are ordered by the server's clock. */
export function ClockWarning({ skewMs }: { skewMs: number | null }) {
  const t = useT();
  if (skewMs === null || Math.abs(skewMs) <= CLOCK_SKEW_WARNING_MS) return null;
  return (
    <p
      className="mt-4 flex items-start gap-2 rounded-xl border border-status-pending/30 bg-status-pending/10 p-3 text-sm text-ink"
      role="status"
    >
      <Clock className="mt-0.5 h-4 w-4 shrink-0 text-status-pending" aria-hidden />
      <span>{t(skewMs > 0 ? m.clockAhead : m.clockBehind, { span: span(skewMs, t) })}</span>
    </p>
  );
}

/** Where the judge's scores stand: all with the server, some on their way, or kept on the phone while offline. */
export function SyncStatus({ state, onRetry }: { state: OutboxState; onRetry: () => void }) {
  const t = useT();
  const waiting = state.pending.length;
  if (state.offline && waiting > 0) {
    return (
      <div
        className="mt-4 flex items-center gap-3 rounded-xl border border-status-pending/30 bg-status-pending/10 p-3 text-sm text-ink"
        role="status"
      >
        <CloudOff className="h-5 w-5 shrink-0 text-status-pending" aria-hidden />
        <p className="flex-1">{t(m.offline, { count: waiting })}</p>
        <button
          type="button"
          className="inline-flex h-11 items-center gap-1 rounded-full px-3 font-semibold text-primary-main hover:bg-white"
          onClick={onRetry}
        >
          <RefreshCw className="h-4 w-4" aria-hidden /> {t(m.tryNow)}
        </button>
      </div>
    );
  }
  return (
    <p className="mt-4 flex min-h-6 items-center gap-2 text-sm text-muted" role="status">
      {waiting > 0 ? (
        <>
          <RefreshCw className="h-4 w-4 animate-spin text-primary-main motion-reduce:animate-none" aria-hidden />
          {t(m.sending, { count: waiting })}
        </>
      ) : state.lastSavedAt !== null ? (
        <>
          <CheckCircle2 className="h-4 w-4 text-status-approved" aria-hidden /> {t(m.allSaved)}
        </>
      ) : null}
    </p>
  );
}
