import { canStaff } from '@cq/shared';
import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Message, useT } from '../../../i18n/locale-context';
import { useSession } from '../../session';
import { AdminPage, Panel } from '../components/admin-page';
import { audienceFrom, BulkEmailForm } from './components/bulk-email-form';
import { BulkEmailHistory } from './components/bulk-email-history';
import { bulkEmailMessages as m } from './messages';

/**
 * Bulk e-mail: one message to every contestant a filter selects, each with her own copy (merge fields filled
 * in, an unsubscribe link), sent through the outbox at the configured rate; below, how far each has gone.
 */
export default function BulkEmailPage() {
  const { user } = useSession();
  const t = useT();
  const [params] = useSearchParams();
  const initialAudience = useMemo(() => audienceFrom(params), [params]);
  const mayWrite = canStaff(user, 'contestants', 'update');
  return (
    <AdminPage
      title={t(m.title)}
      description={
        <Message
          message={m.description}
          values={{
            contestants: (
              <Link to="/admin/contestants" className="font-semibold text-primary-main hover:underline">
                {t(m.contestants)}
              </Link>
            ),
          }}
        />
      }
    >
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <Panel title={t(m.newMessage)}>
          {mayWrite ? (
            <BulkEmailForm initialAudience={initialAudience} />
          ) : (
            <p className="text-sm text-muted">{t(m.noPermission)}</p>
          )}
        </Panel>
        <Panel title={t(m.sentTitle)}>
          <BulkEmailHistory />
        </Panel>
      </div>
    </AdminPage>
  );
}
