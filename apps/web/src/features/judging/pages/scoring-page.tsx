import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ChevronLeft, ChevronRight, ListChecks, UserX } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { Seo } from '../../../components/seo';
import { Button, buttonClass } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { PageLoading } from '../../../components/ui/page-loading';
import { messageOf } from '../../../lib/api-client';
import { useCurrentUser, useSession } from '../../session';
import { declareConflict, type JudgeSheet, judgeKeys, judgeSheetQuery, refusalMessage } from '../api/judge-api';
import { HeadRanking } from '../components/head-ranking';
import { ReviewTable } from '../components/review-table';
import { ScoreInput } from '../components/score-input';
import { ClockWarning, SyncStatus } from '../components/sync-status';
import { cellView } from '../offline/cell-view';
import { useOutboxState, useScoreOutbox } from '../offline/use-score-outbox';

/** /judging/rounds/:roundId — one delegate at a time on a phone, then the review and the submission. */
export default function ScoringPage() {
  const { roundId = '' } = useParams();
  const sheet = useQuery({ ...judgeSheetQuery(roundId), staleTime: 30_000 });
  const me = useCurrentUser();
  const { user } = useSession();
  const userId = me.data?._id ?? user?._id;

  if (sheet.isPending || !userId) return <PageLoading label="Loading the round..." />;
  if (sheet.isError) {
    return (
      <div className="mx-auto max-w-xl px-5 py-16 text-center">
        <h1 className="font-serif text-3xl text-ink">This round cannot be opened</h1>
        <p className="mt-3 text-muted">{messageOf(sheet.error, 'Please check your connection and try again.')}</p>
        <Link to="/judging" className={buttonClass('secondary', 'mt-6')}>
          Back to my rounds
        </Link>
      </div>
    );
  }
  return <Scoring sheet={sheet.data} userId={userId} />;
}

function Scoring({ sheet, userId }: { sheet: JudgeSheet; userId: string }) {
  const { round, delegates } = sheet;
  const outbox = useScoreOutbox(userId, round.id);
  const state = useOutboxState(outbox);
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const reviewing = params.get('view') === 'review';
  const index = Math.min(Math.max(Number(params.get('delegate') ?? 0) || 0, 0), Math.max(delegates.length - 1, 0));
  const delegate = delegates[index];
  const [conflictOpen, setConflictOpen] = useState(false);
  const [conflictBusy, setConflictBusy] = useState(false);
  const [conflictError, setConflictError] = useState<string | null>(null);
  const open = round.status === 'open';

  const go = (next: number) => setParams({ delegate: String(next) });
  // An entry a later one overtook: fetch what the server holds, to show it in place of the one not applied.
  const overtaken = state.superseded.size;
  useEffect(() => {
    if (overtaken > 0) void queryClient.invalidateQueries({ queryKey: judgeKeys.sheet(round.id) });
  }, [overtaken, queryClient, round.id]);
  const scoredCount = useMemo(
    () =>
      delegates.filter((d) => round.segments.every((s) => cellView(sheet, state, d.id, s.key).value !== undefined))
        .length,
    [delegates, round.segments, sheet, state],
  );

  const confirmConflict = async () => {
    if (!delegate) return;
    setConflictBusy(true);
    setConflictError(null);
    try {
      await declareConflict(round.id, delegate.id);
      setConflictOpen(false);
      await queryClient.invalidateQueries({ queryKey: judgeKeys.sheet(round.id) });
      go(Math.max(0, index - 1));
    } catch (err) {
      setConflictError(refusalMessage(err, 'The declaration could not be sent. Please try again.'));
    } finally {
      setConflictBusy(false);
    }
  };

  return (
    <div className="mx-auto flex min-h-dvh w-full max-w-xl flex-col px-4 pb-32 pt-4 sm:px-6">
      <Seo title={`${round.name} · Judging`} noIndex />
      <header className="flex items-start justify-between gap-3">
        <div>
          <Link to="/judging" className="text-sm text-primary-main underline-offset-4 hover:underline">
            My rounds
          </Link>
          <h1 className="mt-1 font-serif text-2xl text-ink sm:text-3xl">{round.name}</h1>
          <p className="text-sm text-muted">
            Judge {round.judgeNumber} · {scoredCount} of {delegates.length} delegates scored
          </p>
        </div>
        <Link
          to={reviewing ? `?delegate=${index}` : '?view=review'}
          className={buttonClass('secondary', 'shrink-0 px-4')}
        >
          <ListChecks className="h-4 w-4" aria-hidden />
          {reviewing ? 'Score' : 'Review'}
        </Link>
      </header>

      <SyncStatus state={state} onRetry={() => outbox.flushNow()} />
      <ClockWarning skewMs={state.clockSkewMs} />

      {!open ? (
        <p className="mt-4 rounded-xl border border-hairline bg-ivory p-4 text-sm text-ink" role="status">
          {round.status === 'draft'
            ? 'This round has not opened for scoring yet.'
            : 'Scoring for this round is closed. Your submitted scores are shown below.'}
        </p>
      ) : null}

      {reviewing ? (
        <>
          <ReviewTable sheet={sheet} outbox={state} onPick={(i) => go(i)} />
          {round.head ? <HeadRanking sheet={sheet} /> : null}
        </>
      ) : delegates.length === 0 || !delegate ? (
        <p className="mt-8 text-center text-muted">No delegates are in this round yet.</p>
      ) : (
        <section aria-labelledby="delegate-name" className="mt-5">
          <div className="flex items-center gap-4 rounded-2xl bg-white p-4 shadow-card">
            {delegate.photoUrl ? (
              <img
                src={delegate.photoUrl}
                alt=""
                className="h-20 w-16 shrink-0 rounded-xl object-cover"
                width={64}
                height={80}
              />
            ) : (
              <div
                className="flex h-20 w-16 shrink-0 items-center justify-center rounded-xl bg-ivory font-serif text-2xl text-primary-main"
                aria-hidden
              >
                {delegate.name.slice(0, 1)}
              </div>
            )}
            <div className="min-w-0">
              <p className="eyebrow">
                Delegate {index + 1} of {delegates.length}
              </p>
              <h2 id="delegate-name" className="truncate font-serif text-2xl text-ink">
                {delegate.name}
              </h2>
              <p className="text-sm text-muted">{delegate.country}</p>
            </div>
          </div>

          <div className="mt-4 grid gap-3">
            {round.segments.map((segment) => {
              const view = cellView(sheet, state, delegate.id, segment.key);
              return (
                <ScoreInput
                  key={`${delegate.id}:${segment.key}`}
                  label={segment.name}
                  weight={segment.weight}
                  scale={round.scale}
                  value={view.value}
                  state={view.state}
                  refusal={view.refusal}
                  locked={segment.locked || !open}
                  onCommit={(value) => outbox.enter(delegate.id, segment.key, value)}
                />
              );
            })}
          </div>

          {open ? (
            <button
              type="button"
              className="mt-6 inline-flex items-center gap-2 text-sm text-muted underline-offset-4 hover:text-ink hover:underline"
              onClick={() => setConflictOpen(true)}
            >
              <UserX className="h-4 w-4" aria-hidden />I know this delegate personally
            </button>
          ) : null}
          {conflictError ? (
            <p className="mt-2 text-sm text-status-rejected" role="alert">
              {conflictError}
            </p>
          ) : null}
        </section>
      )}

      {!reviewing && delegates.length > 0 ? (
        <nav
          aria-label="Delegates"
          className="fixed inset-x-0 bottom-0 z-20 border-t border-hairline bg-white/95 px-4 pb-[max(1rem,env(safe-area-inset-bottom))] pt-3 backdrop-blur"
        >
          <div className="mx-auto flex max-w-xl items-center justify-between gap-3">
            <Button variant="secondary" className="h-14 flex-1" disabled={index === 0} onClick={() => go(index - 1)}>
              <ChevronLeft className="h-5 w-5" aria-hidden /> Previous
            </Button>
            {index === delegates.length - 1 ? (
              <Link to="?view=review" className={buttonClass('primary', 'h-14 flex-1')}>
                Review <ListChecks className="h-5 w-5" aria-hidden />
              </Link>
            ) : (
              <Button className="h-14 flex-1" onClick={() => go(index + 1)}>
                Next <ChevronRight className="h-5 w-5" aria-hidden />
              </Button>
            )}
          </div>
        </nav>
      ) : null}

      <ConfirmDialog
        open={conflictOpen}
        type="warning"
        title="Declare a conflict of interest?"
        message={
          delegate
            ? `You will no longer see or score ${delegate.name}. Her result is computed from the other judges' scores. This cannot be undone by you.`
            : ''
        }
        confirmText="Declare conflict"
        busy={conflictBusy}
        onConfirm={() => void confirmConflict()}
        onCancel={() => setConflictOpen(false)}
      />
    </div>
  );
}
