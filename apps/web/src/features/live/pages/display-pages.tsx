import { LIVE_EVENTS, type LiveFrame, OVERLAY_LAYOUTS, type OverlayLayout } from '@cq/shared';
import { useCallback } from 'react';
import { useParams } from 'react-router';
import { CrownMark } from '../../../components/crown-mark';
import { Seo } from '../../../components/seo';
import { useT } from '../../../i18n/locale-context';
import { liveApi, readLiveFrame } from '../api/live-api';
import { DisplayFrame } from '../components/display-frame';
import { OverlayPicture } from '../components/overlay-picture';
import { StagePicture } from '../components/stage-picture';
import { liveMessages as m } from '../messages';
import { useLiveFrame } from '../use-live-frame';

/** A display's present frame and its stream, opened with the display link's token alone (no sign-in). */
function useDisplayFrame(token: string) {
  const load = useCallback(() => liveApi.display(token).then((s) => s.frame), [token]);
  return useLiveFrame<LiveFrame>({
    load,
    streamUrl: liveApi.displayStreamUrl(token),
    event: LIVE_EVENTS.frame,
    read: readLiveFrame,
  });
}

/** /live/stage/:token — the stage screen: full screen, the brand's picture of the current cue. */
export default function StagePage() {
  const { token = '' } = useParams();
  const t = useT();
  const live = useDisplayFrame(token);
  return (
    <DisplayFrame label={t(m.stageLabel)}>
      <Seo title={t(m.stageLabel)} noIndex />
      {live.refused ? (
        <Notice text={t(m.refused)} />
      ) : live.frame ? (
        <StagePicture frame={live.frame} />
      ) : (
        <Notice text={t(m.connecting)} />
      )}
      {/* Discreet: the picture stays, a small word in the corner says it is not live until the stream is back. */}
      {live.frame && !live.refused && live.status === 'reconnecting' ? (
        <p role="status" className="absolute end-6 top-5 text-lg text-white/60">
          {t(m.reconnecting)}
        </p>
      ) : null}
    </DisplayFrame>
  );
}

/** /live/overlay/:token/:layout — one broadcast graphic on a transparent ground, for a browser source. */
export function OverlayPage() {
  const { token = '', layout = '' } = useParams();
  const t = useT();
  const live = useDisplayFrame(token);
  const known = (OVERLAY_LAYOUTS as readonly string[]).includes(layout);
  return (
    <DisplayFrame overlay label={t(m.overlayLabel)}>
      <Seo title={t(m.overlayLabel)} noIndex />
      {/* Nothing but the graphic goes on air: the connection's state is kept for the operator's tools only. */}
      <div data-testid="overlay" data-status={live.status} data-refused={live.refused ? 'true' : undefined}>
        {known && live.frame && !live.refused ? (
          <OverlayPicture frame={live.frame} layout={layout as OverlayLayout} />
        ) : null}
      </div>
    </DisplayFrame>
  );
}

function Notice({ text }: { text: string }) {
  return (
    <div className="bg-royal absolute inset-0 flex flex-col items-center justify-center text-center text-white">
      <CrownMark className="h-28 w-28" />
      <p className="mt-10 max-w-[1200px] font-serif text-6xl leading-tight">{text}</p>
    </div>
  );
}
