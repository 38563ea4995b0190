import { canStaff } from '@cq/shared';
import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useSession } from '../../session';
import { AdminPage, Panel } from '../components/admin-page';
import { audienceFrom, BulkEmailForm } from './components/bulk-email-form';
import { BulkEmailHistory } from './components/bulk-email-history';

/**
 * Bulk e-mail: one message to every contestant a filter selects, each with her own copy (merge fields filled
 * in, an unsubscribe link), sent through the outbox at the configured rate; below, how far each has gone.
 */
export default function BulkEmailPage() {
  const { user } = useSession();
  const [params] = useSearchParams();
  const initialAudience = useMemo(() => audienceFrom(params), [params]);
  const mayWrite = canStaff(user, 'contestants', 'update');
  return (
    <AdminPage
      title="Bulk e-mail"
      description={
        <>
          Write to every contestant a filter selects. Each gets her own copy with her details filled in. Back to{' '}
          <Link to="/admin/contestants" className="font-semibold text-primary-main hover:underline">
            Contestants
          </Link>
          .
        </>
      }
    >
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <Panel title="New message">
          {mayWrite ? (
            <BulkEmailForm initialAudience={initialAudience} />
          ) : (
            <p className="text-sm text-muted">Writing to contestants needs the permission to update their records.</p>
          )}
        </Panel>
        <Panel title="Sent">
          <BulkEmailHistory />
        </Panel>
      </div>
    </AdminPage>
  );
}
