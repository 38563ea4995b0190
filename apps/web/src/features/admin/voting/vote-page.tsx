import { canStaff, FAN_VOTE_MESSAGES } from '@cq/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Download, ExternalLink } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { PageLoading } from '../../../components/ui/page-loading';
import { useContinentLabel } from '../../../i18n/common-messages';
import { useFormat } from '../../../i18n/format';
import { useT, useText } from '../../../i18n/locale-context';
import { messageOf } from '../../../lib/api-client';
import { downloadFile } from '../../../lib/download-file';
import { useSession } from '../../session';
import { AdminPage, ErrorNotice, Panel } from '../components/admin-page';
import { useAdminFormat } from '../components/format';
import { adminVoteQuery, votingAdmin, votingAdminKeys } from './api/voting-admin-api';
import { VoteForm } from './components/vote-form';
import { VoteReview } from './components/vote-review';
import { STATE_LABELS } from './components/vote-state';
import { votingMessages as m } from './messages';

/** /admin/voting/:id — one vote: its figures, its settings, its review, its export and its result. */
export default function VotePage() {
  const { id = '' } = useParams();
  const { user } = useSession();
  const t = useT();
  const text = useText();
  const format = useFormat();
  const dates = useAdminFormat();
  const continentName = useContinentLabel();
  const queryClient = useQueryClient();
  const vote = useQuery(adminVoteQuery(id));
  const refresh = () => queryClient.invalidateQueries({ queryKey: votingAdminKeys.all });
  const save = useMutation({
    mutationFn: (input: Parameters<typeof votingAdmin.update>[1]) => votingAdmin.update(id, input),
    onSuccess: async () => {
      toast.success(text(FAN_VOTE_MESSAGES.saved));
      await refresh();
    },
  });
  const apply = useMutation({
    mutationFn: () => votingAdmin.apply(id),
    onSuccess: async () => {
      toast.success(text(FAN_VOTE_MESSAGES.applied));
      await refresh();
    },
    onError: (err) => toast.error(messageOf(err, t(m.applyFailed))),
  });
  const exportCsv = useMutation({
    mutationFn: () => downloadFile(votingAdmin.exportPath(id), 'text/csv', 'votes.csv'),
    onError: (err) => toast.error(messageOf(err, t(m.exportFailed))),
  });
  const exportPayments = useMutation({
    mutationFn: () => downloadFile(votingAdmin.paymentsExportPath(id), 'text/csv', 'vote-payments.csv'),
    onError: (err) => toast.error(messageOf(err, t(m.paymentsExportFailed))),
  });

  if (vote.isPending) return <PageLoading />;
  if (vote.isError) return <ErrorNotice error={vote.error} />;
  const v = vote.data;
  const mayEdit = canStaff(user, 'voting', 'update');
  return (
    <AdminPage
      title={v.name}
      description={`${v.continent ? continentName(v.continent) : t(m.everyContinent)} · ${t(STATE_LABELS[v.state])} · ${v.outcomeText}`}
      actions={
        <>
          <Link
            to={`/peoples-choice#${v.slug}`}
            className="inline-flex items-center gap-1 text-sm font-semibold text-primary-main"
          >
            {t(m.publicPage)} <ExternalLink className="h-4 w-4" aria-hidden />
          </Link>
          {canStaff(user, 'voting', 'export') ? (
            <Button variant="secondary" busy={exportCsv.isPending} onClick={() => exportCsv.mutate()}>
              <Download className="h-4 w-4" aria-hidden /> {t(m.exportCsv)}
            </Button>
          ) : null}
          {canStaff(user, 'voting', 'export') && (v.paidVoting.enabled || v.paidCounted > 0) ? (
            <Button variant="secondary" busy={exportPayments.isPending} onClick={() => exportPayments.mutate()}>
              <Download className="h-4 w-4" aria-hidden /> {t(m.exportPayments)}
            </Button>
          ) : null}
          {mayEdit && v.outcome.kind === 'advance' && v.state === 'closed' && !v.appliedAt ? (
            <Button busy={apply.isPending} onClick={() => apply.mutate()}>
              {t(m.apply)}
            </Button>
          ) : null}
        </>
      }
    >
      <dl className="mb-6 grid grid-cols-3 gap-3 sm:gap-4 lg:grid-flow-col lg:auto-cols-fr">
        {[
          [t(m.statCounted), format.number(v.counted)],
          [t(m.statVoided), format.number(v.voided)],
          ...(v.paidVoting.enabled || v.paidCounted > 0 ? [[t(m.statPaid), format.number(v.paidCounted)]] : []),
          [t(m.statDelegates), format.number(v.delegates.length)],
        ].map(([label, value]) => (
          <div key={label} className="rounded-2xl border border-hairline bg-white p-3 shadow-sm sm:p-5">
            <dt className="text-[0.7rem] font-semibold uppercase tracking-wider text-muted sm:text-xs">{label}</dt>
            <dd className="mt-1 font-serif text-2xl text-primary-dark sm:text-3xl">{value}</dd>
          </div>
        ))}
      </dl>
      {v.appliedAt ? (
        <p className="mb-6 rounded-xl bg-status-approved/10 p-4 text-sm text-status-approved">
          {t(m.applied, { date: dates.dateTime(v.appliedAt) })}
        </p>
      ) : null}
      <div className="space-y-6">
        <VoteReview vote={v} mayVoid={mayEdit} />
        {mayEdit ? (
          <Panel title={t(m.settings)}>
            <VoteForm key={v.id} vote={v} saving={save.isPending} onSave={(input) => save.mutateAsync(input)} />
          </Panel>
        ) : null}
      </div>
    </AdminPage>
  );
}
