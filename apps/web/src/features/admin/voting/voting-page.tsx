import { canStaff } from '@cq/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ChevronRight } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { PageLoading } from '../../../components/ui/page-loading';
import { useContinentLabel } from '../../../i18n/common-messages';
import { useT } from '../../../i18n/locale-context';
import { messageOf } from '../../../lib/api-client';
import { useSession } from '../../session';
import { AdminPage, Panel } from '../components/admin-page';
import { adminVotesQuery, votingAdmin, votingAdminKeys } from './api/voting-admin-api';
import { VoteForm } from './components/vote-form';
import { STATE_LABELS } from './components/vote-state';
import { votingMessages as m } from './messages';

/** /admin/voting — the season's fan votes, and a new one. */
export default function VotingPage() {
  const { user } = useSession();
  const t = useT();
  const continentName = useContinentLabel();
  const votes = useQuery(adminVotesQuery);
  const [creating, setCreating] = useState(false);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const create = useMutation({
    mutationFn: votingAdmin.create,
    onSuccess: async (created) => {
      await queryClient.invalidateQueries({ queryKey: votingAdminKeys.all });
      navigate(`/admin/voting/${created.id}`);
    },
  });
  const mayEdit = canStaff(user, 'voting', 'update');
  return (
    <AdminPage
      title={t(m.title)}
      description={t(m.description)}
      actions={mayEdit && !creating ? <Button onClick={() => setCreating(true)}>{t(m.newVote)}</Button> : null}
    >
      {creating ? (
        <Panel title={t(m.newVote)} className="mb-6">
          <VoteForm
            vote={null}
            saving={create.isPending}
            onSave={(input) => create.mutateAsync(input)}
            onCancel={() => setCreating(false)}
          />
        </Panel>
      ) : null}
      <Panel title={t(m.votes)}>
        {votes.isPending ? (
          <PageLoading />
        ) : votes.isError ? (
          <p className="text-status-rejected" role="alert">
            {messageOf(votes.error, t(m.loadFailed))}
          </p>
        ) : votes.data.length === 0 ? (
          <p className="text-muted">{t(m.none)}</p>
        ) : (
          <ul className="-m-5 divide-y divide-hairline">
            {votes.data.map((v) => (
              <li key={v.id}>
                <Link
                  to={`/admin/voting/${v.id}`}
                  className="flex items-center justify-between gap-3 px-5 py-4 hover:bg-ivory"
                >
                  <span>
                    <span className="block font-semibold text-ink">{v.name}</span>
                    <span className="text-sm text-muted">
                      {v.continent ? continentName(v.continent) : t(m.everyContinent)} · {t(STATE_LABELS[v.state])} ·{' '}
                      {t(m.delegateCount, { count: v.delegates.length })} · {t(m.countedCount, { count: v.counted })}
                      {v.voided > 0 ? ` · ${t(m.voidedCount, { count: v.voided })}` : ''}
                    </span>
                  </span>
                  <ChevronRight className="h-5 w-5 shrink-0 text-primary-main" aria-hidden />
                </Link>
              </li>
            ))}
          </ul>
        )}
      </Panel>
    </AdminPage>
  );
}
