import { canStaff } from '@cq/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useParams } from 'react-router';
import { messageOf } from '../../../lib/api-client';
import { useSession } from '../../session';
import { AdminPage, Panel } from '../components/admin-page';
import { staffThreadQuery, staffThreadsKey } from './api/threads';
import { StaffPosts } from './components/staff-posts';
import { StaffReplyForm } from './components/staff-reply-form';

/** /admin/messages/:id: one conversation with a contestant; opening it marks her answers read. */
export default function ThreadPage() {
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
    <AdminPage title={data?.subject ?? 'Conversation'} description={data ? `With ${herName}` : undefined}>
      <p className="mb-4 flex flex-wrap gap-4 text-sm">
        <Link to="/admin/messages" className="font-medium text-primary-main underline">
          All messages
        </Link>
        {data ? (
          <Link to={`/admin/contestants/${data.contestant._id}`} className="font-medium text-primary-main underline">
            Her record
          </Link>
        ) : null}
      </p>
      {isPending ? <p className="text-sm text-muted">Loading the conversation…</p> : null}
      {error ? (
        <p role="alert" className="rounded-xl bg-status-rejected/10 p-4 text-sm text-status-rejected">
          {messageOf(error, 'The conversation could not be loaded.')}
        </p>
      ) : null}
      {data ? (
        <div className="space-y-6">
          <Panel title="Conversation">
            <StaffPosts posts={data.posts} herName={herName} />
          </Panel>
          {canStaff(user, 'contestants', 'update') ? (
            <Panel title="Answer her">
              <StaffReplyForm threadId={data._id} firstName={herName.split(' ')[0] ?? herName} />
            </Panel>
          ) : null}
        </div>
      ) : null}
    </AdminPage>
  );
}
