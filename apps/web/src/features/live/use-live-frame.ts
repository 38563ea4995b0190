import { LIVE_EVENTS, streamEndSchema } from '@cq/shared';
import { useEffect, useRef, useState } from 'react';
import { ApiError } from '../../lib/api-client';
import { openEventStream, type StreamStatus } from '../../lib/event-stream';

export interface LiveFrameState<F> {
  /** The last picture received: kept while the connection is lost, so a display never goes blank. */
  frame: F | null;
  status: StreamStatus;
  /** The link was refused or revoked: nothing more will come. */
  refused: boolean;
  /** The present picture could not be had yet (no frame at all). */
  failed: boolean;
}

interface Options<F extends { seq: number }> {
  /** The present picture (a reload mid-show draws it at once). */
  load: () => Promise<F>;
  streamUrl: string;
  event: string;
  read: (data: string) => F | null;
}

/**
 * The present picture of a show and every change after it: loads it, then follows the stream (which starts with
 * the present too). A frame older than the one on screen is ignored (the answer to the first load may arrive
 * after the stream's first event). A revoked link (`end` with `revoked`, or a 401/404 on load) stops for good.
 */
export function useLiveFrame<F extends { seq: number }>({
  load,
  streamUrl,
  event,
  read,
}: Options<F>): LiveFrameState<F> {
  const [state, setState] = useState<LiveFrameState<F>>({
    frame: null,
    status: 'connecting',
    refused: false,
    failed: false,
  });
  const loadRef = useRef(load);
  loadRef.current = load;
  const readRef = useRef(read);
  readRef.current = read;

  useEffect(() => {
    let alive = true;
    let lost: (() => Promise<void>) | null = null;
    const take = (frame: F) =>
      setState((s) => (s.frame && frame.seq < s.frame.seq ? s : { ...s, frame, failed: false }));
    const stream = openEventStream({
      url: streamUrl,
      events: [event, LIVE_EVENTS.end],
      isFinal: (type, data) => type === LIVE_EVENTS.end && endReason(data) === 'revoked',
      onEvent: (type, data) => {
        if (!alive) return;
        if (type === LIVE_EVENTS.end) {
          if (endReason(data) === 'revoked') setState((s) => ({ ...s, refused: true }));
          return;
        }
        const frame = readRef.current(data);
        if (frame) take(frame);
      },
      onStatus: (status) => {
        if (!alive) return;
        setState((s) => ({ ...s, status }));
        if (status === 'reconnecting') void lost?.();
      },
    });
    const catchUp = () =>
      loadRef.current().then(
        (frame) => {
          if (alive) take(frame);
        },
        (err: unknown) => {
          if (!alive) return;
          const refused = err instanceof ApiError && (err.status === 401 || err.status === 404);
          if (refused) stream.close();
          setState((s) => ({ ...s, refused: s.refused || refused, failed: !s.frame }));
        },
      );
    void catchUp();
    // A lost stream: ask for the present picture once (it also tells a revoked link from a network fault).
    lost = catchUp;
    return () => {
      alive = false;
      stream.close();
    };
  }, [streamUrl, event]);

  return state;
}

function endReason(data: string): string | null {
  try {
    const parsed = streamEndSchema.safeParse(JSON.parse(data));
    return parsed.success ? parsed.data.reason : null;
  } catch {
    return null;
  }
}
