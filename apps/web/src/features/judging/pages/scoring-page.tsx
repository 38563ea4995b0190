import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ChevronLeft, ChevronRight, ListChecks, UserX } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { Seo } from '../../../components/seo';
import { Button, buttonClass } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { PageLoading } from '../../../components/ui/page-loading';
import { useCountryName } from '../../../i18n/format';
import { useT } from '../../../i18n/locale-context';
import { useWritten } from '../../../i18n/written';
import { useCurrentUser, useSession } from '../../session';
import {
  declareConflict,
  type JudgeSheet,
  judgeKeys,
  judgeSheetQuery,
  refusalMessage,
  refusalText,
} from '../api/judge-api';
import { HeadRanking } from '../components/head-ranking';
import { ReviewTable } from '../components/review-table';
import { ScoreInput } from '../components/score-input';
import { ClockWarning, SyncStatus } from '../components/sync-status';
import { judgingMessages as m } from '../messages';
import { cellView } from '../offline/cell-view';
import { useOutboxState, useScoreOutbox } from '../offline/use-score-outbox';

/** /judging/rounds/:roundId — one delegate at a time on a phone, then the review and the submission. */
export default function ScoringPage() {
  const { roundId = '' } = useParams();
  const sheet = useQuery({ ...judgeSheetQuery(roundId), staleTime: 30_000 });
  const me = useCurrentUser();
  const { user } = useSession();
  const userId = me.data?._id ?? user?._id;
  const t = useT();

  if (sheet.isPending || !userId) return <PageLoading label={t(m.pageLoading)} />;
  if (sheet.isError) {
    return (
      <div className="mx-auto max-w-xl px-5 py-16 text-center">
        <h1 className="font-serif text-3xl text-ink">{t(m.cannotOpen)}</h1>
        <p className="mt-3 text-muted">{refusalMessage(sheet.error, t(m.checkConnection), t)}</p>
        <Link to="/judging" className={buttonClass('secondary', 'mt-6')}>
          {t(m.backToRounds)}
        </Link>
      </div>
    );
  }
  return <Scoring sheet={sheet.data} userId={userId} />;
}

function Scoring({ sheet, userId }: { sheet: JudgeSheet; userId: string }) {
  const countryName = useCountryName();
  const { round, delegates } = sheet;
  const roundName = useWritten()({ name: round.name }, round.translations);
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
  const t = useT();

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
      setConflictError(refusalMessage(err, t(m.conflictFailed), t));
    } finally {
      setConflictBusy(false);
    }
  };

  return (
    <div className="mx-auto flex min-h-dvh w-full max-w-xl flex-col px-4 pb-32 pt-4 sm:px-6">
      <Seo title={t(m.seoTitle, { round: roundName.words.name })} noIndex />
      <header className="flex items-start justify-between gap-3">
        <div>
          <Link to="/judging" className="text-sm text-primary-main underline-offset-4 hover:underline">
            {t(m.myRounds)}
          </Link>
          <h1 lang={roundName.lang} className="mt-1 font-serif text-2xl text-ink sm:text-3xl">
            {roundName.words.name}
          </h1>
          <p className="text-sm text-muted">
            {t(m.progress, { number: round.judgeNumber, scored: scoredCount, total: delegates.length })}
          </p>
        </div>
        <Link
          to={reviewing ? `?delegate=${index}` : '?view=review'}
          className={buttonClass('secondary', 'shrink-0 px-4')}
        >
          <ListChecks className="h-4 w-4" aria-hidden />
          {reviewing ? t(m.score) : t(m.review)}
        </Link>
      </header>

      <SyncStatus state={state} onRetry={() => outbox.flushNow()} />
      <ClockWarning skewMs={state.clockSkewMs} />

      {!open ? (
        <p className="mt-4 rounded-xl border border-hairline bg-ivory p-4 text-sm text-ink" role="status">
          {round.status === 'draft' ? t(m.notOpen) : t(m.closed)}
        </p>
      ) : null}

      {reviewing ? (
        <>
          <ReviewTable sheet={sheet} outbox={state} onPick={(i) => go(i)} />
          {round.head ? <HeadRanking sheet={sheet} /> : null}
        </>
      ) : delegates.length === 0 || !delegate ? (
        <p className="mt-8 text-center text-muted">{t(m.noDelegates)}</p>
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
              <p className="eyebrow">{t(m.delegateOf, { index: index + 1, total: delegates.length })}</p>
              <h2 id="delegate-name" className="truncate font-serif text-2xl text-ink">
                {delegate.name}
              </h2>
              <p className="text-sm text-muted">{countryName(delegate.country)}</p>
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
                  refusal={view.refusal === undefined ? undefined : refusalText(view.refusalCode, view.refusal, t)}
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
              <UserX className="h-4 w-4" aria-hidden />
              {t(m.knowDelegate)}
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
          aria-label={t(m.delegatesNav)}
          className="fixed inset-x-0 bottom-0 z-20 border-t border-hairline bg-white/95 px-4 pb-[max(1rem,env(safe-area-inset-bottom))] pt-3 backdrop-blur"
        >
          <div className="mx-auto flex max-w-xl items-center justify-between gap-3">
            <Button variant="secondary" className="h-14 flex-1" disabled={index === 0} onClick={() => go(index - 1)}>
              <ChevronLeft className="h-5 w-5 rtl:rotate-180" aria-hidden /> {t(m.previous)}
            </Button>
            {index === delegates.length - 1 ? (
              <Link to="?view=review" className={buttonClass('primary', 'h-14 flex-1')}>
                {t(m.review)} <ListChecks className="h-5 w-5" aria-hidden />
              </Link>
            ) : (
              <Button className="h-14 flex-1" onClick={() => go(index + 1)}>
                {t(m.next)} <ChevronRight className="h-5 w-5 rtl:rotate-180" aria-hidden />
              </Button>
            )}
          </div>
        </nav>
      ) : null}

      <ConfirmDialog
        open={conflictOpen}
        type="warning"
        title={t(m.conflictTitle)}
        message={delegate ? t(m.conflictText, { name: delegate.name }) : ''}
        confirmText={t(m.conflictConfirm)}
        busy={conflictBusy}
        onConfirm={() => void confirmConflict()}
        onCancel={() => setConflictOpen(false)}
      />
    </div>
  );
}
