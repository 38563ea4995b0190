import { canStaff } from '@cq/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useParams } from 'react-router';
import { useT } from '../../../i18n/locale-context';
import { messageOf } from '../../../lib/api-client';
import { useSession } from '../../session';
import { AdminPage, Panel } from '../components/admin-page';
import { staffThreadQuery, staffThreadsKey } from './api/threads';
import { StaffPosts } from './components/staff-posts';
import { StaffReplyForm } from './components/staff-reply-form';
import { staffMessagesMessages as m } from './messages';

/** /admin/messages/:id: one conversation with a contestant; opening it marks her answers read. */
export default function ThreadPage() {
  const t = useT();
  const { id = '' } = useParams();
  const { user } = useSession();
  const client = useQueryClient();
  const { data, error, isPending } = useQuery(staffThreadQuery(id));
  // Opened, her answers are read: the inbox's order and count are asked again.
  useEffect(() => {
    if (data) void client.invalidateQueries({ queryKey: staffThreadsKey, exact: true });
  }, [data, client]);
  const herName = data?.contestant.name ?? '';
  return (
    <AdminPage
      title={data?.subject ?? t(m.conversation)}
      description={data ? t(m.withHer, { name: herName }) : undefined}
    >
      <p className="mb-4 flex flex-wrap gap-4 text-sm">
        <Link to="/admin/messages" className="font-medium text-primary-main underline">
          {t(m.allMessages)}
        </Link>
        {data ? (
          <Link to={`/admin/contestants/${data.contestant._id}`} className="font-medium text-primary-main underline">
            {t(m.herRecord)}
          </Link>
        ) : null}
      </p>
      {isPending ? <p className="text-sm text-muted">{t(m.loadingThread)}</p> : null}
      {error ? (
        <p role="alert" className="rounded-xl bg-status-rejected/10 p-4 text-sm text-status-rejected">
          {messageOf(error, t(m.threadLoadFailed))}
        </p>
      ) : null}
      {data ? (
        <div className="space-y-6">
          <Panel title={t(m.conversation)}>
            <StaffPosts posts={data.posts} herName={herName} />
          </Panel>
          {canStaff(user, 'contestants', 'update') ? (
            <Panel title={t(m.answerHer)}>
              <StaffReplyForm threadId={data._id} firstName={herName.split(' ')[0] ?? herName} />
            </Panel>
          ) : null}
        </div>
      ) : null}
    </AdminPage>
  );
}
