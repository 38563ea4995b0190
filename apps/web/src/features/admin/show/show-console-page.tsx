import type { ShowSummary } from '@cq/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ChevronRight, FlaskConical, RotateCcw } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { PageLoading } from '../../../components/ui/page-loading';
import { SelectControl } from '../../../components/ui/select-control';
import { useT } from '../../../i18n/locale-context';
import { messageOf } from '../../../lib/api-client';
import { AdminPage, ErrorNotice, Panel } from '../components/admin-page';
import { useAdminFormat } from '../components/format';
import { consoleQuery, roundQuery, roundsQuery, showApi, showKeys, showsQuery, votesQuery } from './api/show-api';
import { CueList } from './components/cue-list';
import { DisplayLinks } from './components/display-links';
import { Transport } from './components/transport';
import { showMessages as m } from './messages';
import { ConsoleContext, useConsoleAction } from './use-console';
import { useConsoleStream } from './use-console-stream';

/** /admin/show — the show console: pick a run of show (or build one), then run it. */
export default function ShowConsolePage() {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const showId = params.get('show');
  return (
    <AdminPage title={t(m.title)} description={t(m.description)}>
      {showId ? (
        <Console showId={showId} />
      ) : (
        <div className="grid gap-6 lg:grid-cols-2">
          <ShowList />
          <BuildShow onBuilt={(id) => setParams({ show: id })} />
        </div>
      )}
    </AdminPage>
  );
}

function ShowList() {
  const t = useT();
  const dates = useAdminFormat();
  const shows = useQuery(showsQuery);
  const label = (s: ShowSummary) =>
    s.startedAt ? t(m.started, { time: dates.dateTime(s.startedAt) }) : t(m.notStarted);
  return (
    <Panel title={t(m.shows)}>
      {shows.isPending ? (
        <PageLoading />
      ) : shows.isError ? (
        <ErrorNotice error={shows.error} />
      ) : shows.data.length === 0 ? (
        <p className="text-muted">{t(m.noShows)}</p>
      ) : (
        <ul className="-m-5 divide-y divide-hairline">
          {shows.data.map((s) => (
            <li key={s.id}>
              <Link to={`?show=${s.id}`} className="flex items-center justify-between gap-3 px-5 py-4 hover:bg-ivory">
                <span>
                  <span className="block font-semibold text-ink">{s.roundName}</span>
                  <span className="text-sm text-muted">
                    {s.rehearsal ? t(m.rehearsalShow) : t(m.liveShow)} · {label(s)}
                  </span>
                </span>
                <ChevronRight className="h-5 w-5 shrink-0 text-primary-main rtl:-scale-x-100" aria-hidden />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}

function BuildShow({ onBuilt }: { onBuilt: (id: string) => void }) {
  const t = useT();
  const queryClient = useQueryClient();
  const rounds = useQuery(roundsQuery);
  const votes = useQuery(votesQuery);
  const [roundId, setRoundId] = useState('');
  const [voteId, setVoteId] = useState('');
  const [rehearsal, setRehearsal] = useState(false);
  const build = useMutation({
    mutationFn: () => showApi.build({ roundId, rehearsal, voteId: voteId || null }),
    onSuccess: (state) => {
      queryClient.setQueryData(showKeys.show(state.show.id), state);
      void queryClient.invalidateQueries({ queryKey: showKeys.shows });
      toast.success(t(m.built));
      onBuilt(state.show.id);
    },
    onError: (err) => toast.error(messageOf(err, t(m.actionFailed))),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    build.mutate();
  };
  return (
    <Panel title={t(m.build)}>
      <form onSubmit={submit} className="space-y-4">
        <label className="block text-sm font-semibold text-ink" htmlFor="build-round">
          {t(m.round)}
          <SelectControl id="build-round" required value={roundId} onChange={(e) => setRoundId(e.target.value)}>
            <option value="">{t(m.chooseRound)}</option>
            {(rounds.data ?? []).map((r) => (
              <option key={r.id} value={r.id}>
                {r.season} · {r.name}
                {r.continent ? ` · ${r.continent}` : ''}
              </option>
            ))}
          </SelectControl>
        </label>
        <label className="block text-sm font-semibold text-ink" htmlFor="build-vote">
          {t(m.vote)}
          <SelectControl id="build-vote" value={voteId} onChange={(e) => setVoteId(e.target.value)}>
            <option value="">{t(m.noVote)}</option>
            {(votes.data ?? []).map((v) => (
              <option key={v.id} value={v.id}>
                {v.name}
              </option>
            ))}
          </SelectControl>
        </label>
        <label className="flex items-center gap-3 text-sm text-ink">
          <input
            type="checkbox"
            className="h-5 w-5 accent-primary-main"
            checked={rehearsal}
            onChange={(e) => setRehearsal(e.target.checked)}
          />
          {t(m.rehearsalCopy)}
        </label>
        <Button type="submit" busy={build.isPending} disabled={!roundId}>
          {t(m.buildSubmit)}
        </Button>
      </form>
    </Panel>
  );
}

function Console({ showId }: { showId: string }) {
  const t = useT();
  const polling = useConsoleStream(showId);
  const state = useQuery(consoleQuery(showId, polling));
  const round = useQuery({ ...roundQuery(state.data?.show.roundId ?? ''), enabled: Boolean(state.data) });
  const [refusal, setRefusal] = useState<string | null>(null);
  if (state.isPending) return <PageLoading label={t(m.loading)} />;
  if (state.isError && !state.data) return <ErrorNotice error={state.error} />;
  const { show } = state.data;
  return (
    <ConsoleContext value={{ showId, refused: setRefusal }}>
      <div className="space-y-6">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <Link to="?" className="text-sm font-semibold text-primary-main hover:underline">
            {t(m.shows)}
          </Link>
          <p className="font-serif text-xl text-primary-dark">
            {show.roundName} · {show.rehearsal ? t(m.rehearsalShow) : t(m.liveShow)}
          </p>
        </div>
        {show.rehearsal ? <RehearsalBanner /> : null}
        <Transport state={state.data} refusal={refusal} />
        <div className="grid gap-6 xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
          <CueList show={show} round={round.data} />
          <DisplayLinks showId={showId} />
        </div>
      </div>
    </ConsoleContext>
  );
}

function RehearsalBanner() {
  const t = useT();
  const [confirming, setConfirming] = useState(false);
  const reset = useConsoleAction((id, _: undefined) => showApi.reset(id), t(m.actionFailed));
  return (
    <div
      role="note"
      className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border-2 border-dashed border-status-pending bg-status-pending/10 p-4"
    >
      <p className="flex items-center gap-3 font-semibold text-status-pending">
        <FlaskConical className="h-5 w-5 shrink-0" aria-hidden />
        {t(m.rehearsalBanner)}
      </p>
      <Button variant="warning" onClick={() => setConfirming(true)}>
        <RotateCcw className="h-4 w-4" aria-hidden />
        {t(m.reset)}
      </Button>
      <ConfirmDialog
        open={confirming}
        type="warning"
        title={t(m.resetTitle)}
        message={t(m.resetMessage)}
        confirmText={t(m.reset)}
        busy={reset.isPending}
        onConfirm={() =>
          reset.mutate(undefined, {
            onSuccess: () => toast.success(t(m.resetDone)),
            onSettled: () => setConfirming(false),
          })
        }
        onCancel={() => setConfirming(false)}
      />
    </div>
  );
}
