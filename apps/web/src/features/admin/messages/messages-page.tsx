import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useT } from '../../../i18n/locale-context';
import { AdminPage, ErrorNotice } from '../components/admin-page';
import { useAdminFormat } from '../components/format';
import { staffThreadsQuery } from './api/threads';
import { staffMessagesMessages as m } from './messages';

/** /admin/messages: every conversation with a contestant, those with answers not yet read first. */
export default function MessagesPage() {
  const t = useT();
  const dates = useAdminFormat();
  const { data, error, isPending } = useQuery(staffThreadsQuery);
  const unread = data?.unreadCount ?? 0;
  return (
    <AdminPage title={t(m.title)} description={t(m.description)}>
      <ErrorNotice error={error} fallback={t(m.loadFailed)} />
      {isPending ? <p className="text-sm text-muted">{t(m.loading)}</p> : null}
      {data ? (
        <>
          <p className="mb-3 text-sm text-ink" aria-live="polite">
            {unread === 0 ? t(m.noUnread) : t(m.unreadCount, { count: unread })}
          </p>
          {data.threads.length === 0 ? (
            <p className="rounded-2xl border border-dashed border-hairline p-10 text-center text-sm text-muted">
              {t(m.empty)}
            </p>
          ) : (
            <ul className="divide-y divide-hairline rounded-2xl border border-hairline bg-white">
              {data.threads.map((th) => (
                <li key={th._id}>
                  <Link
                    to={`/admin/messages/${th._id}`}
                    className="flex flex-wrap items-center gap-x-3 gap-y-1 px-4 py-3 hover:bg-ivory"
                  >
                    <span className={`min-w-0 flex-1 ${th.unread ? 'font-semibold text-ink' : 'text-ink'}`}>
                      <span className="block truncate">{th.subject}</span>
                      <span className="block text-xs font-normal text-muted">
                        {t(m.answersFromHer, { name: th.contestant.name, count: th.replyCount })}
                      </span>
                    </span>
                    {th.unread ? (
                      <span className="rounded-full bg-primary-main px-2 py-0.5 text-xs font-semibold text-primary-contrast">
                        {t(m.unread)}
                      </span>
                    ) : null}
                    <span className="text-xs text-muted">{dates.dateTime(th.lastActivityAt)}</span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </>
      ) : null}
    </AdminPage>
  );
}
