import type { ConsoleState } from '@cq/shared';
import { Pause, Play, SkipBack, SkipForward } from 'lucide-react';
import { Button } from '#web/components/ui/button';
import { useT } from '#web/i18n/locale-context';
import { type ShowMove, showApi } from '../api/show-api';
import { showMessages as m } from '../messages';
import { useConsoleAction } from '../use-console';
import { PicturePreview } from './picture-preview';

/**
 * Go, Back, Hold / Resume, with what the displays show now beside what they will show on the next Go. Each
 * press sends the seq this console last saw, so a press made on a stale console is refused, never doubled.
 */
export function Transport({ state, refusal }: { state: ConsoleState; refusal: string | null }) {
  const t = useT();
  const move = useConsoleAction(
    (id, what: ShowMove) => showApi.move(id, what, state.show.state.seq),
    t(m.actionFailed),
  );
  const { held, currentCueId } = state.show.state;
  const next = state.preview?.cue ?? null;
  const press = (what: ShowMove) => {
    if (!move.isPending) move.mutate(what);
  };
  return (
    <section aria-labelledby="transport" className="rounded-2xl border border-hairline bg-white p-4 shadow-sm sm:p-5">
      <h2 id="transport" className="sr-only">
        {t(m.transport)}
      </h2>
      <div className="grid gap-4 md:grid-cols-2">
        <PicturePreview frame={state.frame} label={t(m.onScreen)} />
        {state.preview ? (
          <PicturePreview frame={state.preview.frame} label={t(m.next)} />
        ) : (
          <div className="flex items-center justify-center rounded-xl border border-dashed border-hairline p-6 text-sm text-muted">
            {t(m.nothingNext)}
          </div>
        )}
      </div>
      {held ? (
        <p className="mt-4 rounded-xl bg-status-pending/10 p-3 text-sm font-semibold text-status-pending">
          {t(m.heldNotice)}
        </p>
      ) : null}
      {refusal ? (
        <p role="alert" className="mt-4 rounded-xl bg-status-rejected/10 p-3 text-sm font-medium text-status-rejected">
          {t(m.refused, { message: refusal })}
        </p>
      ) : null}
      <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-stretch">
        <Button
          className="min-h-20 flex-1 !rounded-2xl !text-xl"
          busy={move.isPending && move.variables === 'go'}
          disabled={!next || held}
          onClick={() => press('go')}
        >
          <SkipForward className="h-6 w-6 rtl:-scale-x-100" aria-hidden />
          {next ? t(m.goNext, { cue: next.title }) : t(m.go)}
        </Button>
        <div className="flex gap-3">
          <Button
            variant="secondary"
            className="min-h-20 flex-1 !rounded-2xl sm:w-32"
            busy={move.isPending && move.variables === 'back'}
            disabled={!currentCueId || held}
            onClick={() => press('back')}
          >
            <SkipBack className="h-5 w-5 rtl:-scale-x-100" aria-hidden />
            {t(m.back)}
          </Button>
          <Button
            variant={held ? 'success' : 'warning'}
            className="min-h-20 flex-1 !rounded-2xl sm:w-36"
            busy={move.isPending && (move.variables === 'hold' || move.variables === 'resume')}
            disabled={!currentCueId}
            onClick={() => press(held ? 'resume' : 'hold')}
          >
            {held ? <Play className="h-5 w-5" aria-hidden /> : <Pause className="h-5 w-5" aria-hidden />}
            {held ? t(m.resume) : t(m.hold)}
          </Button>
        </div>
      </div>
      <p className="mt-3 text-xs text-muted">{next ? t(m.backHint) : t(m.endOfShow)}</p>
    </section>
  );
}
