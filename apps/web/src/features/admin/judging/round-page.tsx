import { canStaff } from '@cq/shared';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { PageLoading } from '../../../components/ui/page-loading';
import { useContinentLabel } from '../../../i18n/common-messages';
import { useT } from '../../../i18n/locale-context';
import { messageOf } from '../../../lib/api-client';
import { useSession } from '../../session';
import { AdminPage } from '../components/admin-page';
import { roundQuery } from './api/judging-admin-api';
import { AdvancePanel } from './components/advance-panel';
import { DelegatesPanel } from './components/delegates-panel';
import { JudgesPanel } from './components/judges-panel';
import { NamePanel } from './components/name-panel';
import { ROUND_STATUS_MESSAGES } from './components/round-status';
import { RulesPanel } from './components/rules-panel';
import { SchedulePanel } from './components/schedule-panel';
import { StatusActions } from './components/status-actions';
import { TabulationPanel } from './components/tabulation-panel';
import { useRoundUpdate } from './components/use-round-update';
import { judgingAdminMessages as m } from './messages';

/** /admin/judging/:roundId — a round from its set-up to its published, revealed results. */
export default function RoundPage() {
  const t = useT();
  const continentLabel = useContinentLabel();
  const { roundId = '' } = useParams();
  const round = useQuery(roundQuery(roundId));
  const { user } = useSession();
  const director = canStaff(user, 'judging', 'manage');
  const update = useRoundUpdate(roundId);
  if (round.isPending) return <PageLoading />;
  if (round.isError) {
    return (
      <AdminPage title={t(m.round)}>
        <p className="text-status-rejected" role="alert">
          {messageOf(round.error, t(m.roundLoadFailed))}
        </p>
      </AdminPage>
    );
  }
  const r = round.data;
  return (
    <AdminPage
      title={t(m.roundTitle, {
        continent: r.continent ? continentLabel(r.continent) : t(m.globalFinale),
        name: r.name,
      })}
      description={t(m.roundDescription, { season: String(r.season), status: t(ROUND_STATUS_MESSAGES[r.status]) })}
      actions={director ? <StatusActions round={r} /> : null}
    >
      {/* One column whose items may shrink below their content's width: a wide table scrolls in its own region. */}
      <div className="grid grid-cols-1 gap-6 [&>*]:min-w-0">
        <TabulationPanel round={r} />
        {director && r.status === 'draft' ? <AdvancePanel round={r} /> : null}
        <div className="grid grid-cols-1 gap-6 xl:grid-cols-2 [&>*]:min-w-0">
          <DelegatesPanel round={r} editable={director && r.status === 'draft'} />
          <JudgesPanel round={r} editable={director && r.status === 'draft'} />
        </div>
        <RulesPanel round={r} editable={director && r.status === 'draft'} />
        {director ? <SchedulePanel round={r} onSaved={update} /> : null}
        {director ? <NamePanel round={r} /> : null}
      </div>
    </AdminPage>
  );
}
