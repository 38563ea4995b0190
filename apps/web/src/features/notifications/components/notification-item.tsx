import type { Notification } from '@cq/shared';
import { Archive, Check, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useT, useText } from '../../../i18n/locale-context';
import type { NotificationAction } from '../api/actions';
import { notificationsMessages as m } from '../messages';
import { useTimeAgo } from '../use-time-ago';
import { NotificationTypeIcon } from './notification-type-icon';

interface NotificationItemProps {
  notification: Notification;
  onAction: (action: NotificationAction) => void;
  /** Called when one of its links is followed (the panel closes). */
  onNavigate?: () => void;
}

const small =
  'inline-flex items-center gap-1 rounded-full px-2.5 py-1 text-xs font-medium text-muted transition-colors hover:bg-ivory hover:text-ink disabled:opacity-50';

/**
 * One notification in the bell's panel: unread ones carry a dot and a bold
 * title; archived ones are dimmed and cannot be archived again.
 * Opening a long message to read it marks it read.
 */
export function NotificationItem({ notification: n, onAction, onNavigate }: NotificationItemProps) {
  const t = useT();
  const text = useText();
  const timeAgo = useTimeAgo();
  const [expanded, setExpanded] = useState(false);
  const title = text(n.title);
  const message = text(n.message);
  const unread = n.status === 'unread';
  const archived = n.status === 'archived';
  const long = n.message.length > 120;

  const read = () => {
    if (unread) onAction({ kind: 'read', id: n._id });
  };

  return (
    <li
      className={`group relative flex gap-3 px-4 py-4 transition-colors sm:px-5 ${unread ? 'bg-primary-main/[0.035]' : ''} ${
        archived ? 'opacity-60' : ''
      }`}
      data-status={n.status}
      aria-label={unread ? t(m.itemUnread, { title }) : archived ? t(m.itemArchived, { title }) : title}
    >
      <NotificationTypeIcon type={n.type} />
      <div className="min-w-0 flex-1">
        <div className="flex items-start justify-between gap-2">
          <p className={`text-sm leading-snug text-ink ${unread ? 'font-semibold' : 'font-medium'}`}>{title}</p>
          {unread ? <span className="mt-1.5 h-2 w-2 shrink-0 rounded-full bg-accent-main" aria-hidden /> : null}
        </div>
        <p className={`mt-1 text-sm leading-relaxed text-muted ${long && !expanded ? 'line-clamp-2' : ''}`}>
          {message}
        </p>
        {long ? (
          <button
            type="button"
            className="mt-1 text-xs font-semibold text-primary-main hover:underline"
            aria-expanded={expanded}
            onClick={() => {
              setExpanded((v) => !v);
              if (!expanded) read();
            }}
          >
            {t(expanded ? m.showLess : m.readMore)}
          </button>
        ) : null}
        <p className="mt-1.5 text-xs text-muted">
          <time dateTime={n.createdAt}>{timeAgo(n.createdAt)}</time>
          {archived ? (
            <span className="ms-2 rounded-full bg-hairline px-2 py-0.5 text-[11px] font-medium">
              {t(m.archivedBadge)}
            </span>
          ) : null}
        </p>
        {n.actions.length > 0 ? (
          <div className="mt-2 flex flex-wrap gap-2">
            {n.actions.map((action) => (
              <Link
                key={`${action.label}-${action.url}`}
                to={action.url}
                onClick={() => {
                  read();
                  onNavigate?.();
                }}
                className="rounded-full border border-primary-main/30 px-3 py-1 text-xs font-semibold text-primary-main transition-colors hover:bg-primary-main hover:text-primary-contrast"
              >
                {text(action.label)}
              </Link>
            ))}
          </div>
        ) : null}
        {/* Each name starts with the button's visible word, then says which notification it acts on. */}
        <div className="mt-2 -ms-2.5 flex flex-wrap gap-1">
          {unread ? (
            <button type="button" className={small} onClick={read} aria-label={t(m.markReadLabel, { title })}>
              <Check className="h-3.5 w-3.5" aria-hidden /> {t(m.markRead)}
            </button>
          ) : null}
          {archived ? null : (
            <button
              type="button"
              className={small}
              onClick={() => onAction({ kind: 'archive', id: n._id })}
              aria-label={t(m.archiveLabel, { title })}
            >
              <Archive className="h-3.5 w-3.5" aria-hidden /> {t(m.archive)}
            </button>
          )}
          <button
            type="button"
            className={`${small} hover:text-status-rejected`}
            onClick={() => onAction({ kind: 'delete', id: n._id })}
            aria-label={t(m.deleteLabel, { title })}
          >
            <Trash2 className="h-3.5 w-3.5" aria-hidden /> {t(m.delete)}
          </button>
        </div>
      </div>
    </li>
  );
}
