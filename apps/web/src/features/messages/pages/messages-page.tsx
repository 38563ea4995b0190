import { useQuery } from '@tanstack/react-query';
import { ChevronRight, MessagesSquare } from 'lucide-react';
import { Link } from 'react-router';
import { Seo } from '../../../components/seo';
import { PageLoading } from '../../../components/ui/page-loading';
import { useT } from '../../../i18n/locale-context';
import { useTimeAgo } from '../../../lib/relative-time';
import { myThreadsQuery } from '../api/threads';
import { threadMessages as m } from '../messages';

/** /user/messages: her conversations with the organisers, the latest word first. */
export default function MessagesPage() {
  const t = useT();
  const ago = useTimeAgo();
  const { data, error, isPending } = useQuery(myThreadsQuery);
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-6 sm:px-6 lg:py-10">
      <Seo title={t(m.title)} noIndex />
      <h1 className="font-serif text-2xl font-semibold text-ink sm:text-3xl">{t(m.title)}</h1>
      <p className="mt-2 text-sm text-muted">{t(m.intro)}</p>
      <div className="mt-6">
        {isPending ? (
          <PageLoading label={t(m.loading)} />
        ) : error ? (
          <p role="alert" className="rounded-xl bg-status-rejected/10 p-4 text-sm text-status-rejected">
            {t(m.loadFailed)}
          </p>
        ) : data.threads.length === 0 ? (
          <p className="card p-6 text-center text-sm text-muted">{t(m.empty)}</p>
        ) : (
          <ul className="space-y-3">
            {data.threads.map((th) => (
              <li key={th._id}>
                <Link
                  to={`/user/messages/${th._id}`}
                  className="card flex items-center gap-3 p-4 transition-colors hover:bg-ivory"
                >
                  <MessagesSquare className="h-5 w-5 shrink-0 text-primary-main" aria-hidden />
                  <span className="min-w-0 flex-1">
                    <span className="block truncate font-semibold text-ink">{th.subject}</span>
                    <span className="block text-xs text-muted">
                      {t(m.answers, { count: th.replyCount })} · {ago(th.lastActivityAt)}
                    </span>
                  </span>
                  <ChevronRight className="h-4 w-4 shrink-0 text-muted rtl:-scale-x-100" aria-hidden />
                </Link>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
