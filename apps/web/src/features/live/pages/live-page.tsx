import { type AudienceFrame, LIVE_EVENTS, type LiveDelegate, type LiveVote } from '@cq/shared';
import { Crown, Radio } from 'lucide-react';
import { Link } from 'react-router';
import { CrownMark } from '../../../components/crown-mark';
import { Seo } from '../../../components/seo';
import { PageLoading } from '../../../components/ui/page-loading';
import { useCountryName, useFormat } from '../../../i18n/format';
import { useT } from '../../../i18n/locale-context';
import { liveApi, readAudienceFrame } from '../api/live-api';
import { Headshot } from '../components/headshot';
import { type ShownPerson, useClock, usePlaceTitle, useRemaining, useShownPerson } from '../components/live-words';
import { liveMessages as m } from '../messages';
import { firstShowing, pictureKey } from '../shown-cues';
import { useLiveFrame } from '../use-live-frame';

/**
 * /live — the finale on a fan's phone as it happens: what is on now, the delegate on stage, the fan vote while it
 * is open (its countdown and a Vote button), its count when public, each placement as it is revealed, the queen.
 * Only what is public at that moment arrives here; the page follows the show by itself, keeps its last picture
 * while the network is away and catches up when the phone wakes.
 */
export default function LivePage() {
  const t = useT();
  const live = useLiveFrame<AudienceFrame>({
    load: liveApi.audience,
    streamUrl: liveApi.audienceStreamUrl,
    event: LIVE_EVENTS.audience,
    read: readAudienceFrame,
  });
  const frame = live.frame;
  return (
    <>
      <Seo title={t(m.seoTitle)} description={t(m.seoDescription)} />
      <div className="bg-royal text-white">
        <div className="container-page flex flex-wrap items-center justify-between gap-3 py-6 sm:py-10">
          <div>
            <p className="text-xs font-semibold uppercase tracking-[0.3em] text-secondary-light">{t(m.eyebrow)}</p>
            <h1 className="mt-1 font-serif text-3xl text-white sm:text-4xl">
              {frame?.onAir && frame.roundName ? frame.roundName : t(m.seoTitle)}
            </h1>
          </div>
          <div className="flex items-center gap-3">
            {frame?.onAir ? (
              <span className="inline-flex items-center gap-2 rounded-full bg-accent-main px-3 py-1 text-xs font-semibold uppercase tracking-widest text-white">
                <Radio className="h-3.5 w-3.5" aria-hidden />
                {t(m.onAir)}
              </span>
            ) : null}
            {/* Discreet: the last picture stays on screen; this says it is not live until the stream is back. */}
            <p role="status" aria-live="polite" className="text-xs text-white/80">
              {frame && live.status === 'reconnecting' ? t(m.reconnecting) : ''}
            </p>
          </div>
        </div>
      </div>
      <div className="container-page max-w-3xl space-y-6 py-6 sm:py-10" aria-live="polite" aria-busy={!frame}>
        {frame ? (
          frame.onAir ? (
            <OnAir frame={frame} />
          ) : (
            <section className="card p-6 text-center sm:p-10">
              <CrownMark className="mx-auto h-14 w-14" />
              <h2 className="mt-4 text-2xl">{t(m.idleTitle)}</h2>
              <p className="mt-3 text-muted">{t(m.idleText)}</p>
            </section>
          )
        ) : live.failed ? (
          <p role="alert" className="rounded-xl bg-status-rejected/10 p-4 text-sm text-status-rejected">
            {t(m.loadFailed)}
          </p>
        ) : (
          <PageLoading label={t(m.loading)} />
        )}
      </div>
    </>
  );
}

function OnAir({ frame }: { frame: AudienceFrame }) {
  // The delegate the picture already shows (on stage, revealed, crowned) is not repeated beneath it.
  const p = frame.picture;
  const shown =
    p.kind === 'on_stage'
      ? p.delegate
      : p.kind === 'reveal'
        ? p.placement.delegate
        : p.kind === 'crowning'
          ? p.queen
          : null;
  return (
    <>
      <Now frame={frame} />
      {frame.delegate && frame.delegate.id !== shown?.id ? <OnStage delegate={frame.delegate} /> : null}
      {frame.vote ? <VoteCard vote={frame.vote} at={frame.at} /> : null}
      {frame.queen && frame.picture.kind !== 'crowning' ? <Queen delegate={frame.queen} /> : null}
      {frame.placements.length > 0 || frame.placementCount > 0 ? <Placements frame={frame} /> : null}
    </>
  );
}

function Now({ frame }: { frame: AudienceFrame }) {
  const t = useT();
  const shownPerson = useShownPerson();
  const key = pictureKey(frame);
  const fresh = firstShowing('audience', key, 'fans');
  const p = frame.picture;
  const person = shownPerson(p);
  let body: React.ReactNode;
  if (frame.held || p.kind === 'hold' || p.kind === 'idle') {
    body = <p className="font-serif text-2xl text-ink">{t(m.held)}</p>;
  } else if (person) {
    body = <Person {...person} />;
  } else {
    body = <h2 className="text-3xl">{p.title}</h2>;
  }
  const subtitle = p.kind === 'title' ? p.subtitle : null;
  return (
    <section aria-labelledby="live-now" className="card overflow-hidden">
      <p id="live-now" className="eyebrow border-b border-hairline px-5 py-3">
        {t(m.now)}
      </p>
      <div key={key} className={`p-5 sm:p-6 ${fresh ? 'live-enter' : ''}`} data-picture={p.kind}>
        {body}
        {subtitle ? <p className="mt-2 text-muted">{subtitle}</p> : null}
      </div>
    </section>
  );
}

function Person({ eyebrow, delegate, gold = false, crowned = false }: ShownPerson) {
  const country = useCountryName();
  return (
    <div className="flex items-center gap-4 sm:gap-6">
      <Headshot
        delegate={delegate}
        sizes="112px"
        className={`h-28 w-24 shrink-0 rounded-2xl sm:h-36 sm:w-28 ${gold ? 'ring-4 ring-secondary-main' : ''}`}
      />
      <div className="min-w-0">
        <p className="flex items-center gap-2 text-xs font-semibold uppercase tracking-[0.2em] text-accent-main">
          {crowned ? <Crown className="h-4 w-4 text-secondary-dark" aria-hidden /> : null}
          {eyebrow}
        </p>
        <p className="mt-1 font-serif text-2xl leading-tight text-ink sm:text-3xl">
          <bdi>{delegate.name}</bdi>
        </p>
        <p className="mt-1 text-sm font-semibold uppercase tracking-wider text-muted">{country(delegate.country)}</p>
      </div>
    </div>
  );
}

function OnStage({ delegate }: { delegate: LiveDelegate }) {
  const t = useT();
  return (
    <section className="card p-5">
      <Person eyebrow={t(m.onStage)} delegate={delegate} />
    </section>
  );
}

function VoteCard({ vote, at }: { vote: LiveVote; at: string }) {
  const t = useT();
  const clock = useClock();
  const format = useFormat();
  const country = useCountryName();
  const open = vote.state === 'open';
  const left = useRemaining(open ? vote.closesAt : null, at);
  const title = open ? t(m.voteOpen) : vote.state === 'scheduled' ? t(m.voteScheduled) : t(m.voteClosed);
  const top = Math.max(1, ...(vote.leaderboard ?? []).map((r) => r.votes));
  return (
    <section aria-labelledby="live-vote" className="card p-5 sm:p-6">
      <p className="eyebrow">{vote.name}</p>
      <h2 id="live-vote" className="mt-1 text-2xl">
        {title}
      </h2>
      {open ? (
        <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
          {left !== null ? (
            <p className="text-lg font-semibold text-ink">{t(m.voteClosesIn, { time: clock(left) })}</p>
          ) : null}
          <Link to={`/peoples-choice#${vote.slug}`} className="btn-primary w-full sm:w-auto">
            {t(m.voteNow)}
          </Link>
        </div>
      ) : null}
      {vote.leaderboard ? (
        <>
          <h3 className="mt-6 text-lg">{t(m.leaderboard)}</h3>
          <ol className="mt-3 space-y-3">
            {vote.leaderboard.map((r) => (
              <li key={r.delegate.id}>
                <div className="flex items-baseline justify-between gap-3 text-sm">
                  <span className="min-w-0 truncate">
                    <span className="me-2 font-semibold text-muted">{format.number(r.rank)}</span>
                    <bdi className="font-semibold text-ink">{r.delegate.name}</bdi>
                    <span className="ms-2 text-muted">{country(r.delegate.country)}</span>
                  </span>
                  <span className="shrink-0 tabular-nums text-ink">{t(m.votes, { count: r.votes })}</span>
                </div>
                <div className="mt-1 h-2 overflow-hidden rounded-full bg-hairline" aria-hidden>
                  <div
                    className="live-bar h-full rounded-full bg-gradient-to-r from-primary-main to-accent-main"
                    style={{ width: `${Math.round((r.votes / top) * 100)}%` }}
                  />
                </div>
              </li>
            ))}
          </ol>
        </>
      ) : null}
    </section>
  );
}

function Queen({ delegate }: { delegate: LiveDelegate }) {
  const t = useT();
  return (
    <section className="card border-secondary-main/60 p-5">
      <Person eyebrow={t(m.newQueen)} delegate={delegate} gold crowned />
    </section>
  );
}

function Placements({ frame }: { frame: AudienceFrame }) {
  const t = useT();
  const placeTitle = usePlaceTitle();
  const country = useCountryName();
  const toCome = Math.max(0, frame.placementCount - frame.placements.length);
  return (
    <section aria-labelledby="live-placements" className="card p-5 sm:p-6">
      <h2 id="live-placements" className="text-2xl">
        {t(m.placements)}
      </h2>
      {frame.placements.length > 0 ? (
        <ol className="mt-4 divide-y divide-hairline">
          {frame.placements.map((p) => (
            <li key={`${p.place}-${p.delegate.id}`} className="flex items-center gap-3 py-3">
              <Headshot delegate={p.delegate} sizes="48px" className="h-14 w-12 shrink-0 rounded-lg" />
              <div className="min-w-0">
                <p className="text-xs font-semibold uppercase tracking-[0.18em] text-accent-main">
                  {placeTitle(p.place)}
                </p>
                <p className="font-serif text-lg text-ink">
                  <bdi>{p.delegate.name}</bdi>
                </p>
                <p className="text-xs uppercase tracking-wider text-muted">{country(p.delegate.country)}</p>
              </div>
            </li>
          ))}
        </ol>
      ) : null}
      {toCome > 0 ? <p className="mt-3 text-sm text-muted">{t(m.placementsToCome, { count: toCome })}</p> : null}
    </section>
  );
}
