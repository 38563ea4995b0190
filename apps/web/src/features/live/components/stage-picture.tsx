import { BRAND, type LiveFrame, type LiveVote } from '@cq/shared';
import { Crown } from 'lucide-react';
import { CrownMark } from '../../../components/crown-mark';
import { useCountryName, useFormat } from '../../../i18n/format';
import { useT } from '../../../i18n/locale-context';
import { liveMessages as m } from '../messages';
import { firstShowing, pictureKey } from '../shown-cues';
import { Headshot } from './headshot';
import { type ShownPerson, useClock, useRemaining, useShownPerson } from './live-words';

/**
 * The stage screen's picture for the current cue, on the 1920 × 1080 canvas: the brand's ground and type, the
 * segment's title, the delegate on stage, a countdown, the reveal card, the crowning; the neutral picture while
 * held. A new picture enters once; the same picture arriving again (a reconnection, a reload) shows still.
 */
export function StagePicture({ frame, still = false }: { frame: LiveFrame; still?: boolean }) {
  const key = pictureKey(frame);
  // A still picture (the console's preview) neither animates nor counts as shown on the stage.
  const fresh = !still && firstShowing(frame.showId, key, 'stage');
  const reveal = frame.picture.kind === 'reveal' || frame.picture.kind === 'crowning';
  const enter = fresh ? (reveal ? 'live-enter-reveal' : 'live-enter') : '';
  return (
    <div className="bg-royal absolute inset-0 text-white">
      <div className="bg-crown-pattern absolute inset-0 opacity-60" aria-hidden />
      <div className="live-title-safe">
        <div key={key} className={`flex h-full w-full flex-col ${enter}`} data-picture={frame.picture.kind}>
          <Picture frame={frame} />
        </div>
      </div>
      <Footer frame={frame} />
      {frame.rehearsal ? <Watermark /> : null}
    </div>
  );
}

export function Watermark() {
  const t = useT();
  return (
    <div className="live-watermark" data-testid="rehearsal-watermark">
      {t(m.rehearsal)}
    </div>
  );
}

function Footer({ frame }: { frame: LiveFrame }) {
  return (
    <div className="live-action-safe pointer-events-none flex items-end justify-between">
      <span className="flex items-center gap-4">
        <CrownMark className="h-14 w-14" />
        <span className="font-serif text-3xl tracking-wide text-white/90">{BRAND.siteName}</span>
      </span>
      <span className="text-2xl font-semibold uppercase tracking-[0.3em] text-secondary-light">{frame.roundName}</span>
    </div>
  );
}

function Picture({ frame }: { frame: LiveFrame }) {
  const t = useT();
  const shownPerson = useShownPerson();
  const p = frame.picture;
  // Before the first Go the displays wait on the show's opening words, not on "right back".
  if (!frame.cue && (p.kind === 'hold' || p.kind === 'idle')) {
    return <Centred eyebrow={frame.roundName} title={t(m.beginsSoon)} />;
  }
  if (frame.held || p.kind === 'hold') {
    return <Centred eyebrow={BRAND.siteName} title={t(m.backSoon)} />;
  }
  const person = shownPerson(p);
  if (person) return <Portrait {...person} />;
  switch (p.kind) {
    case 'idle':
      return <Centred eyebrow={frame.roundName} title={t(m.beginsSoon)} />;
    case 'title': {
      // The round's name once: as the eyebrow, unless it is the title itself.
      const eyebrow = frame.roundName === p.title ? BRAND.siteName : frame.roundName;
      const subtitle = p.subtitle === p.title || p.subtitle === eyebrow ? null : p.subtitle;
      return <Centred eyebrow={eyebrow} title={p.title} subtitle={subtitle} />;
    }
    case 'countdown':
      return <Countdown title={p.title} purpose={p.purpose} endsAt={p.endsAt} at={frame.at} />;
    case 'vote_bar':
      return <VoteBars title={p.title} vote={p.vote} />;
  }
}

function Centred({ eyebrow, title, subtitle }: { eyebrow: string; title: string; subtitle?: string | null }) {
  return (
    <div className="m-auto flex flex-col items-center text-center">
      <CrownMark className="h-28 w-28" />
      <p className="mt-10 text-3xl font-semibold uppercase tracking-[0.35em] text-secondary-light">{eyebrow}</p>
      <div className="gold-rule mx-auto mt-8 !w-40" />
      <h1 className="mt-8 max-w-[1400px] font-serif text-[120px] leading-[1.05] font-semibold text-white">{title}</h1>
      {subtitle ? <p className="mt-8 text-4xl text-white/85">{subtitle}</p> : null}
    </div>
  );
}

function Portrait({ eyebrow, delegate, gold = false, crowned = false }: ShownPerson) {
  const country = useCountryName();
  return (
    <div className="my-auto flex items-center gap-24">
      <div className="relative shrink-0">
        {crowned ? (
          <Crown className="absolute -top-24 left-1/2 h-20 w-20 -translate-x-1/2 text-secondary-light" aria-hidden />
        ) : null}
        <Headshot
          delegate={delegate}
          sizes="640px"
          className={`h-[800px] w-[640px] rounded-[40px] ${gold ? 'ring-8 ring-secondary-main' : 'ring-2 ring-white/40'}`}
        />
      </div>
      <div className="min-w-0">
        <p className="text-4xl font-semibold uppercase tracking-[0.3em] text-secondary-light">{eyebrow}</p>
        <div className="gold-rule mt-10 !w-40" />
        <h1 className="mt-10 font-serif text-[128px] leading-[1.02] font-semibold text-white">
          <bdi>{delegate.name}</bdi>
        </h1>
        <p className="mt-8 text-5xl font-medium uppercase tracking-[0.18em] text-white/85">
          {country(delegate.country)}
        </p>
      </div>
    </div>
  );
}

function Countdown({
  title,
  purpose,
  endsAt,
  at,
}: {
  title: string;
  purpose: 'scoring' | 'vote';
  endsAt: string | null;
  at: string;
}) {
  const t = useT();
  const clock = useClock();
  const left = useRemaining(endsAt, at);
  const label = purpose === 'scoring' ? t(m.scoring) : left === 0 ? t(m.voteEnded) : t(m.voteEndsIn);
  return (
    <div className="m-auto flex flex-col items-center text-center">
      <p className="text-4xl font-semibold uppercase tracking-[0.3em] text-secondary-light">{title}</p>
      <p className="mt-10 text-5xl text-white/90">{label}</p>
      {left !== null ? (
        <p className="mt-8 font-serif text-[260px] leading-none font-semibold tabular-nums text-white" dir="ltr">
          {clock(left)}
        </p>
      ) : (
        <CrownMark className="mt-16 h-32 w-32" />
      )}
    </div>
  );
}

export function VoteBars({ title, vote, compact = false }: { title: string; vote: LiveVote; compact?: boolean }) {
  const t = useT();
  const format = useFormat();
  const country = useCountryName();
  const rows = (vote.leaderboard ?? []).slice(0, compact ? 5 : 6);
  const top = Math.max(1, ...rows.map((r) => r.votes));
  return (
    <div className={`w-full ${compact ? '' : 'my-auto'}`}>
      <p className="text-3xl font-semibold uppercase tracking-[0.3em] text-secondary-light">{t(m.fanVote)}</p>
      <h1 className={`mt-4 font-serif font-semibold text-white ${compact ? 'text-5xl' : 'text-7xl'}`}>{title}</h1>
      {vote.leaderboard ? (
        <ol className={`mt-10 flex flex-col ${compact ? 'gap-4' : 'gap-6'}`}>
          {rows.map((r) => (
            <li key={r.delegate.id} className="flex items-center gap-6">
              <span className="w-14 text-end font-serif text-4xl text-secondary-light">{format.number(r.rank)}</span>
              <span className="w-[520px] truncate text-4xl font-semibold text-white">
                <bdi>{r.delegate.name}</bdi>
                <span className="ms-4 text-2xl font-normal uppercase tracking-widest text-white/70">
                  {country(r.delegate.country)}
                </span>
              </span>
              <span className="relative h-10 flex-1 overflow-hidden rounded-full bg-white/15">
                <span
                  className="live-bar absolute inset-y-0 start-0 rounded-full bg-gradient-to-r from-secondary-dark to-secondary-light"
                  style={{ width: `${Math.round((r.votes / top) * 100)}%` }}
                />
              </span>
              <span className="w-48 text-end text-3xl tabular-nums text-white">{format.number(r.votes)}</span>
            </li>
          ))}
        </ol>
      ) : (
        <p className="mt-8 text-4xl text-white/85">{t(m.leaderboardHidden)}</p>
      )}
      {vote.total !== null ? (
        <p className="mt-8 text-3xl text-white/75">{t(m.totalVotes, { count: vote.total })}</p>
      ) : null}
    </div>
  );
}
