import type { PolledCall } from '@cq/shared';
import { useQueryClient } from '@tanstack/react-query';
import { createContext, type ReactNode, useContext, useEffect, useState, useSyncExternalStore } from 'react';
import { ApiError } from '../../../lib/api-client';
import { PollingScheduler, type PollingState } from '../../../lib/polling-scheduler';
import { contestantMeQuery } from '../../contestants';
import { onSessionEnd, useSession } from '../../session';
import { notificationKeys } from '../api/keys';
import { fetchNotificationList } from '../api/list';
import { fetchUnreadCount } from '../api/unread-count';

/** Milliseconds the server asked to wait on a 429 (0 when it did not say), else null. */
export function rateLimitDelay(err: unknown): number | null {
  if (!(err instanceof ApiError) || err.status !== 429) return null;
  return (err.retryAfter ?? 0) * 1000;
}

const PollingContext = createContext<PollingScheduler | null>(null);

/**
 * The portal's one scheduler, started while a user is signed in
 * and stopped on logout and when the portal unmounts. Its calls fill the
 * query cache the screens read; the scheduler owns the cadence, so a failed
 * call is not retried by the query layer.
 */
export function PortalPollingProvider({ children }: { children: ReactNode }) {
  const client = useQueryClient();
  const { signedIn } = useSession();
  const [scheduler] = useState(
    () =>
      new PollingScheduler({
        rateLimitDelay,
        tasks: {
          contestant: () => client.fetchQuery({ ...contestantMeQuery, staleTime: 0, retry: false }),
          notifications: async () => {
            const list = await client.fetchQuery({
              queryKey: notificationKeys.list,
              queryFn: fetchNotificationList,
              staleTime: 0,
              retry: false,
            });
            client.setQueryData(notificationKeys.unreadCount, list.unreadCount);
          },
          unreadCount: () =>
            client.fetchQuery({
              queryKey: notificationKeys.unreadCount,
              queryFn: fetchUnreadCount,
              staleTime: 0,
              retry: false,
            }),
        },
      }),
  );

  useEffect(() => {
    if (!signedIn) {
      scheduler.stop();
      return;
    }
    scheduler.start();
    const unregister = onSessionEnd(() => scheduler.stop());
    return () => {
      unregister();
      scheduler.stop();
    };
  }, [signedIn, scheduler]);

  return <PollingContext.Provider value={scheduler}>{children}</PollingContext.Provider>;
}

const IDLE: PollingState = { running: false, coolingDown: false, nextBackoffMs: 1000, resumeAt: null };
const noop = () => () => {};

/** The scheduler's state (cooling down or not) and a way to ask for a call within its rules. */
export function usePolling(): PollingState & { request: (call: PolledCall) => void } {
  const scheduler = useContext(PollingContext);
  const state = useSyncExternalStore(
    scheduler ? (listener) => scheduler.subscribe(listener) : noop,
    () => scheduler?.getState() ?? IDLE,
    () => IDLE,
  );
  return { ...state, request: (call) => scheduler?.request(call) };
}
