import { type ConsoleState, consoleStateSchema, LIVE_EVENTS } from '@cq/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { followEventStream } from '../../../lib/fetch-event-stream';
import { CONSOLE_STREAM_RETRY_MS, showKeys, streamPath } from './api/show-api';

/**
 * The console follows its show's stream (`console` events, each the whole ConsoleState, the present first on
 * every connection), so another director's press shows at once. Answers whether the console must poll instead:
 * when the stream fails repeatedly or is refused. A state older than the one drawn (a lower `seq`, e.g. after
 * the answer to this console's own press) is not drawn. A stream that kept failing (not one refused) is tried
 * again every 30 s while the console polls, and the polling stops with its first event: a director whose
 * venue network came back gets the instant updates back without reopening the console.
 */
export function useConsoleStream(showId: string): boolean {
  const queryClient = useQueryClient();
  const [polling, setPolling] = useState(false);
  const [attempt, setAttempt] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new show starts with its stream, not polling.
  useEffect(() => {
    setPolling(false);
    setAttempt(0);
  }, [showId]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: each retry (attempt) opens the stream anew.
  useEffect(() => {
    let retry: ReturnType<typeof setTimeout> | null = null;
    const key = showKeys.show(showId);
    const stream = followEventStream({
      path: streamPath(showId),
      onEvent: ({ event, data }) => {
        if (event !== LIVE_EVENTS.console) return;
        let parsed: unknown;
        try {
          parsed = JSON.parse(data);
        } catch {
          return;
        }
        const checked = consoleStateSchema.safeParse(parsed);
        if (!checked.success) return;
        const state = checked.data;
        setPolling(false);
        const drawn = queryClient.getQueryData<ConsoleState>(key);
        if (drawn && drawn.show.state.seq > state.show.state.seq) return;
        queryClient.setQueryData(key, state);
      },
      onGiveUp: (reason) => {
        setPolling(true);
        if (reason === 'failing') retry = setTimeout(() => setAttempt((n) => n + 1), CONSOLE_STREAM_RETRY_MS);
      },
    });
    return () => {
      if (retry) clearTimeout(retry);
      stream.close();
    };
  }, [showId, attempt, queryClient]);
  return polling;
}
