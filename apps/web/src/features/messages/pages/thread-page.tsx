import { useQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { Seo } from '../../../components/seo';
import { PageLoading } from '../../../components/ui/page-loading';
import { useT } from '../../../i18n/locale-context';
import { myThreadQuery } from '../api/threads';
import { ReplyForm } from '../components/reply-form';
import { ThreadPosts } from '../components/thread-posts';
import { threadMessages as m } from '../messages';

/** /user/messages/:id: one conversation with the organisers, and her answer. */
export default function ThreadPage() {
  const t = useT();
  const { id = '' } = useParams();
  const { data, error, isPending } = useQuery(myThreadQuery(id));
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-6 sm:px-6 lg:py-10">
      <Seo title={data?.subject ?? t(m.title)} noIndex />
      <Link to="/user/messages" className="inline-flex items-center gap-1.5 text-sm font-medium text-primary-main">
        <ArrowLeft className="h-4 w-4 rtl:-scale-x-100" aria-hidden /> {t(m.back)}
      </Link>
      {isPending ? (
        <PageLoading label={t(m.threadLoading)} />
      ) : error ? (
        <p role="alert" className="mt-6 rounded-xl bg-status-rejected/10 p-4 text-sm text-status-rejected">
          {t(m.threadFailed)}
        </p>
      ) : (
        <>
          <h1 className="mt-4 break-words font-serif text-2xl font-semibold text-ink">{data.subject}</h1>
          <div className="mt-6">
            <ThreadPosts posts={data.posts} />
          </div>
          <div className="mt-6">
            <ReplyForm threadId={data._id} />
          </div>
        </>
      )}
    </div>
  );
}
