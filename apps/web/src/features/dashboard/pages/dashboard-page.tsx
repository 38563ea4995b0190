import { canJudge, dashboardCompletion, isDelegateStatus, isStaff, type User } from '@cq/shared';
import { CircleAlert } from 'lucide-react';
import { Link } from 'react-router';
import { Seo } from '../../../components/seo';
import { PageLoading } from '../../../components/ui/page-loading';
import { useT } from '../../../i18n/locale-context';
import { useCachedContestantMe } from '../../contestants';
import { PublicProfilePanel } from '../../delegate-profile';
import { MyPayments } from '../../payments';
import { useCurrentUser, useSession } from '../../session';
import { TodoPanel } from '../../todos';
import { FanHome } from '../components/fan-home';
import { JudgePanel } from '../components/judge-panel';
import { NextSteps } from '../components/next-steps';
import { ProfileBlock } from '../components/profile-block';
import { QuickActions } from '../components/quick-actions';
import { RecentUpdates } from '../components/recent-updates';
import { ReviewMessage } from '../components/review-message';
import { StaffPanel } from '../components/staff-panel';
import { StatusCards } from '../components/status-cards';
import { WelcomeBanner } from '../components/welcome-banner';
import { dashboardMessages as m } from '../messages';
import { registrationStateOf, registrationStatusMessage } from '../registration-state';

/**
 * The dashboard. The contestant record and the notifications
 * come from the portal's polling scheduler; this page only reads them, so it
 * shows placeholders until the first fetches (1 s and 3 s after the portal opens).
 */
export default function DashboardPage() {
  const t = useT();
  const me = useCurrentUser();
  const { user: storedUser } = useSession();
  const user = me.data ?? storedUser;
  const contestant = useCachedContestantMe();

  if (!user) {
    if (me.isPending) return <PageLoading label={t(m.loading)} />;
    return (
      <div className="container-page py-16">
        <div className="card mx-auto flex max-w-md flex-col items-center p-8 text-center" role="alert">
          <CircleAlert className="h-10 w-10 text-status-rejected" aria-hidden />
          <h1 className="mt-4 text-2xl">{t(m.unableToLoad)}</h1>
          <p className="mt-2 text-sm text-muted">{t(m.unableToLoadBody)}</p>
          <Link to="/contact" className="mt-5 text-sm font-semibold text-primary-main hover:underline">
            {t(m.contactSupport)}
          </Link>
        </div>
      </div>
    );
  }

  // A fan's home is her own: votes, packs and receipts, the shows; no registration until she applies to compete.
  if (user.accountKind === 'fan') return <FanHomePage user={user} />;

  const loaded = contestant.data !== undefined;
  const record = contestant.data ?? null;
  const state = loaded ? registrationStateOf(record) : null;
  const progress = loaded ? (record ? dashboardCompletion(record).percent : 0) : null;
  // Staff have no registration of their own unless a record says otherwise: no fee, progress or next steps.
  const contestantView = !isStaff(user) || record !== null;

  return (
    <>
      <Seo title={t(m.seoTitle)} noIndex />
      <div className="mx-auto w-full max-w-[78rem] px-4 py-6 sm:px-6 sm:py-8 lg:px-10">
        <WelcomeBanner user={user} eyebrow={m.eyebrow} />

        <div className="mt-6">
          <StatusCards
            user={user}
            progress={progress}
            statusLabel={loaded ? t(registrationStatusMessage(record?.registrationStatus)) : null}
            state={state}
            unavailable={!loaded && Boolean(contestant.error)}
            accountOnly={!contestantView}
          />
        </div>

        <div className="mt-6 grid grid-cols-1 gap-6 lg:grid-cols-3">
          <div className="min-w-0 space-y-6 lg:col-span-2">
            {canJudge(user) ? <JudgePanel /> : null}
            {contestantView ? (
              <>
                {record?.registrationStatus === 'preliminary_rejected' && record.reviewMessage ? (
                  <ReviewMessage message={record.reviewMessage} />
                ) : null}
                {record && isDelegateStatus(record.registrationStatus) ? (
                  <>
                    <TodoPanel />
                    <PublicProfilePanel />
                  </>
                ) : null}
                <NextSteps state={state} />
                <RecentUpdates state={state} firstName={user.firstName} />
              </>
            ) : (
              <>
                <StaffPanel user={user} />
                <RecentUpdates state={null} firstName={user.firstName} />
              </>
            )}
          </div>
          <div className="min-w-0 space-y-6">
            <ProfileBlock
              user={user}
              progress={contestantView ? progress : undefined}
              submittedAt={record?.submittedAt ?? null}
            />
            {contestantView ? <MyPayments /> : null}
            <QuickActions />
          </div>
        </div>
      </div>
    </>
  );
}

function FanHomePage({ user }: { user: User }) {
  const t = useT();
  return (
    <>
      <Seo title={t(m.fanEyebrow)} noIndex />
      <FanHome user={user} />
    </>
  );
}
