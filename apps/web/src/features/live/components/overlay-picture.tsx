import type { LiveDelegate, LiveFrame, OverlayLayout } from '@cq/shared';
import { Crown } from 'lucide-react';
import { useCountryName } from '../../../i18n/format';
import { useT } from '../../../i18n/locale-context';
import { liveMessages as m } from '../messages';
import { firstShowing, pictureKey } from '../shown-cues';
import { Headshot } from './headshot';
import { useClock, usePlaceTitle, useRemaining } from './live-words';
import { VoteBars, Watermark } from './stage-picture';

/**
 * One broadcast overlay over the programme: a transparent 1920 × 1080 canvas with its graphic inside the
 * title-safe area (10 %). Each layout draws only when the current cue has something for it (a lower third while
 * a delegate is on stage, the vote bar while the count is public…) and is empty otherwise, and while held.
 */
export function OverlayPicture({ frame, layout }: { frame: LiveFrame; layout: OverlayLayout }) {
  const key = `${layout}:${pictureKey(frame)}`;
  const content = frame.held ? null : <Layout frame={frame} layout={layout} />;
  const fresh = content ? firstShowing(frame.showId, key, `overlay:${layout}`) : false;
  return (
    <>
      <div className="live-title-safe">
        {content ? (
          <div
            key={key}
            className={`relative h-full w-full ${fresh ? (layout === 'reveal' || layout === 'queen' ? 'live-enter-reveal' : 'live-enter') : ''}`}
            data-layout={layout}
          >
            {content}
          </div>
        ) : null}
      </div>
      {frame.rehearsal ? <Watermark /> : null}
    </>
  );
}

function Layout({ frame, layout }: { frame: LiveFrame; layout: OverlayLayout }) {
  const p = frame.picture;
  switch (layout) {
    case 'lower-third': {
      const delegate = p.kind === 'on_stage' ? p.delegate : frame.delegate;
      return delegate ? <LowerThird delegate={delegate} /> : null;
    }
    case 'vote-bar':
      return frame.vote?.leaderboard ? (
        <div className="absolute inset-x-0 bottom-0 rounded-[32px] bg-primary-dark/90 p-10 shadow-2xl ring-2 ring-secondary-main/60">
          <VoteBars title={frame.vote.name} vote={frame.vote} compact />
        </div>
      ) : null;
    case 'countdown':
      return p.kind === 'countdown' && p.endsAt ? (
        <CountdownBug endsAt={p.endsAt} at={frame.at} title={p.title} />
      ) : null;
    case 'reveal':
      return p.kind === 'reveal' ? <Card label={p.placement.place} delegate={p.placement.delegate} /> : null;
    case 'queen': {
      const queen = p.kind === 'crowning' ? p.queen : frame.queen;
      return queen ? <Card label={1} delegate={queen} crowned /> : null;
    }
  }
}

function LowerThird({ delegate }: { delegate: LiveDelegate }) {
  const country = useCountryName();
  return (
    <div className="absolute bottom-0 start-0 flex items-stretch overflow-hidden rounded-e-[28px] shadow-2xl">
      <span className="w-4 bg-gradient-to-b from-secondary-light to-secondary-dark" aria-hidden />
      <div className="bg-primary-dark/95 px-12 py-8">
        <p className="font-serif text-7xl font-semibold text-white">
          <bdi>{delegate.name}</bdi>
        </p>
        <p className="mt-3 text-3xl font-semibold uppercase tracking-[0.25em] text-secondary-light">
          {country(delegate.country)}
        </p>
      </div>
    </div>
  );
}

function CountdownBug({ endsAt, at, title }: { endsAt: string; at: string; title: string }) {
  const clock = useClock();
  const left = useRemaining(endsAt, at) ?? 0;
  return (
    <div className="absolute end-0 top-0 rounded-[28px] bg-primary-dark/95 px-12 py-8 text-center shadow-2xl ring-2 ring-secondary-main/60">
      <p className="text-2xl font-semibold uppercase tracking-[0.25em] text-secondary-light">{title}</p>
      <p className="mt-2 font-serif text-8xl font-semibold tabular-nums text-white" dir="ltr">
        {clock(left)}
      </p>
    </div>
  );
}

function Card({ label, delegate, crowned = false }: { label: number; delegate: LiveDelegate; crowned?: boolean }) {
  const t = useT();
  const placeTitle = usePlaceTitle();
  const country = useCountryName();
  return (
    <div className="absolute bottom-0 end-0 flex items-center gap-10 rounded-[36px] bg-primary-dark/95 p-8 pe-14 shadow-2xl ring-4 ring-secondary-main">
      <Headshot delegate={delegate} sizes="240px" className="h-[300px] w-[240px] rounded-[24px]" />
      <div>
        <p className="flex items-center gap-3 text-3xl font-semibold uppercase tracking-[0.25em] text-secondary-light">
          {crowned ? <Crown className="h-10 w-10" aria-hidden /> : null}
          {crowned ? t(m.newQueen) : placeTitle(label)}
        </p>
        <p className="mt-4 font-serif text-7xl font-semibold text-white">
          <bdi>{delegate.name}</bdi>
        </p>
        <p className="mt-3 text-3xl font-semibold uppercase tracking-[0.2em] text-white/80">
          {country(delegate.country)}
        </p>
      </div>
    </div>
  );
}
