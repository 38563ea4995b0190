import { DASHBOARD_NOTIFICATION_COUNT } from '@cq/shared';
import { Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { useT, useText } from '../../../i18n/locale-context';
import { NotificationTypeIcon, useNotificationList, useTimeAgo } from '../../notifications';
import { localUpdates } from '../local-updates';
import { dashboardMessages as m } from '../messages';
import type { RegistrationState } from '../registration-state';

interface Row {
  key: string;
  title: string;
  message: string;
  type: string;
  unread: boolean;
  createdAt?: string;
  to?: string;
  label?: string;
}

function UpdateRow({ row }: { row: Row }) {
  const t = useT();
  const timeAgo = useTimeAgo();
  const when = timeAgo(row.createdAt);
  return (
    <li className="flex gap-3 py-4 first:pt-0 last:pb-0">
      <NotificationTypeIcon type={row.type} />
      <div className="min-w-0 flex-1">
        <div className="flex items-start justify-between gap-3">
          <p className={`text-sm text-ink ${row.unread ? 'font-semibold' : 'font-medium'}`}>
            {row.title}
            {row.unread ? <span className="sr-only"> {t(m.unreadSuffix)}</span> : null}
          </p>
          {when ? (
            <time dateTime={row.createdAt} className="shrink-0 text-xs text-muted">
              {when}
            </time>
          ) : null}
        </div>
        <p className="mt-0.5 line-clamp-2 text-sm leading-relaxed text-muted">{row.message}</p>
        {row.to && row.label ? (
          <Link to={row.to} className="mt-1.5 inline-block text-xs font-semibold text-primary-main hover:underline">
            {row.label}
          </Link>
        ) : null}
      </div>
    </li>
  );
}

/**
 * Recent Updates: the five newest notifications that are not archived,
 * 'Loading updates...' until the first fetch, 'No recent updates' when there
 * are none, and messages composed here when the call fails.
 */
export function RecentUpdates({ state, firstName }: { state: RegistrationState | null; firstName: string }) {
  const t = useT();
  const text = useText();
  const list = useNotificationList();
  let rows: Row[] | null = null;
  if (list.data) {
    rows = list.data.notifications
      .filter((n) => n.status !== 'archived')
      .slice(0, DASHBOARD_NOTIFICATION_COUNT)
      .map((n) => ({
        key: n._id,
        title: text(n.title),
        message: text(n.message),
        type: n.type,
        unread: n.status === 'unread',
        createdAt: n.createdAt,
        to: n.actions[0]?.url,
        label: n.actions[0] ? text(n.actions[0].label) : undefined,
      }));
  } else if (list.error) {
    rows = localUpdates(state, firstName).map((u) => ({
      key: u.id,
      title: t(u.title, u.titleValues),
      message: t(u.message),
      type: u.id === 'submitted' ? 'registration' : 'account',
      unread: false,
      to: u.to,
      label: u.to ? t(u.id === 'submitted' ? m.viewApplication : m.goToRegistration) : undefined,
    }));
  }

  return (
    <section id="recent-updates" aria-labelledby="recent-updates-heading" className="card scroll-mt-24 p-6">
      <div className="flex items-center justify-between gap-3">
        <h2 id="recent-updates-heading" className="text-2xl">
          {t(m.recentUpdates)}
        </h2>
        {list.data && list.data.unreadCount > 0 ? (
          <span className="rounded-full bg-accent-main/10 px-2.5 py-1 text-xs font-semibold text-accent-main">
            {t(m.unreadBadge, { count: list.data.unreadCount })}
          </span>
        ) : null}
      </div>
      <div className="mt-5" aria-live="polite">
        {rows === null ? (
          <p className="flex items-center gap-3 text-sm text-muted" role="status">
            <span
              className="h-4 w-4 animate-spin rounded-full border-2 border-hairline border-t-primary-main"
              aria-hidden
            />
            {t(m.loadingUpdates)}
          </p>
        ) : rows.length === 0 ? (
          <div className="flex items-center gap-3 rounded-xl bg-ivory px-4 py-5 text-sm text-muted">
            <Sparkles className="h-5 w-5 text-secondary-dark" aria-hidden />
            {t(m.noUpdates)}
          </div>
        ) : (
          <ul className="divide-y divide-hairline">
            {rows.map((row) => (
              <UpdateRow key={row.key} row={row} />
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
