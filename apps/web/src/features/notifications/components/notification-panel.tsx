import { BellRing, CheckCheck } from 'lucide-react';
import { forwardRef } from 'react';
import { useT } from '../../../i18n/locale-context';
import { useNotificationAction } from '../api/actions';
import { useNotificationList } from '../api/list';
import { notificationsMessages as m } from '../messages';
import { usePolling } from '../polling/portal-polling';
import { NotificationItem } from './notification-item';

interface NotificationPanelProps {
  id: string;
  onClose: () => void;
}

/** The bell's panel: read, mark read, mark all read, archive and delete. */
export const NotificationPanel = forwardRef<HTMLDivElement, NotificationPanelProps>(function NotificationPanel(
  { id, onClose },
  ref,
) {
  const t = useT();
  const list = useNotificationList();
  const action = useNotificationAction();
  const { request } = usePolling();
  const data = list.data;
  const unread = data?.unreadCount ?? 0;

  return (
    <div
      ref={ref}
      id={id}
      role="dialog"
      aria-label={t(m.panelLabel)}
      tabIndex={-1}
      className="fixed inset-x-3 top-[4.25rem] z-40 flex max-h-[min(36rem,calc(100dvh-5.5rem))] flex-col overflow-hidden rounded-2xl border border-hairline bg-white shadow-2xl focus:outline-none sm:absolute sm:inset-x-auto sm:end-0 sm:top-full sm:mt-3 sm:w-[26rem]"
    >
      <div className="flex items-center justify-between gap-3 border-b border-hairline px-4 py-3.5 sm:px-5">
        <div>
          <h2 className="font-serif text-lg font-semibold">{t(m.heading)}</h2>
          <p className="text-xs text-muted" aria-live="polite">
            {data ? (unread === 0 ? t(m.caughtUp) : t(m.unreadCount, { count: unread })) : '\u00a0'}
          </p>
        </div>
        <button
          type="button"
          onClick={() => action.mutate({ kind: 'readAll' })}
          disabled={unread === 0}
          className="inline-flex items-center gap-1.5 rounded-full px-3 py-1.5 text-xs font-semibold text-primary-main transition-colors hover:bg-primary-main/10 disabled:cursor-not-allowed disabled:text-muted disabled:hover:bg-transparent"
        >
          <CheckCheck className="h-4 w-4" aria-hidden /> {t(m.markAllRead)}
        </button>
      </div>

      <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain">
        {data && data.notifications.length > 0 ? (
          <ul className="divide-y divide-hairline">
            {data.notifications.map((n) => (
              <NotificationItem key={n._id} notification={n} onAction={(a) => action.mutate(a)} onNavigate={onClose} />
            ))}
          </ul>
        ) : data ? (
          <div className="flex flex-col items-center px-6 py-12 text-center">
            <span className="flex h-12 w-12 items-center justify-center rounded-full bg-secondary-main/15 text-secondary-dark">
              <BellRing className="h-6 w-6" aria-hidden />
            </span>
            <p className="mt-3 font-medium text-ink">{t(m.emptyTitle)}</p>
            <p className="mt-1 text-sm text-muted">{t(m.emptyBody)}</p>
          </div>
        ) : list.error ? (
          <div className="px-6 py-10 text-center" role="alert">
            <p className="text-sm text-ink">{t(m.loadFailed)}</p>
            <button
              type="button"
              onClick={() => request('notifications')}
              className="mt-3 rounded-full border border-hairline px-4 py-1.5 text-sm font-medium text-primary-main hover:bg-ivory"
            >
              {t(m.tryAgain)}
            </button>
          </div>
        ) : (
          <p className="px-6 py-10 text-center text-sm text-muted" role="status">
            {t(m.loading)}
          </p>
        )}
      </div>
      {data && data.total > data.notifications.length ? (
        <p className="border-t border-hairline px-5 py-2.5 text-center text-xs text-muted">
          {t(m.showing, { shown: data.notifications.length, total: data.total })}
        </p>
      ) : null}
    </div>
  );
});
