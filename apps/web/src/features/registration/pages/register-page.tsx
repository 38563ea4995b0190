import { type Contestant, isSubmittedStatus } from '@cq/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Navigate } from 'react-router';
import { PageLoading } from '../../../components/ui/page-loading';
import { useT } from '../../../i18n/locale-context';
import { registrationWindowQuery } from '../../../lib/registration-window';
import { contestantKeys, useContestantMe } from '../../contestants';
import { PaymentGate, useHoldPaymentGate } from '../../payments';
import { useCurrentUser, useSession } from '../../session';
import { ClosedScreen } from '../components/closed-screen';
import { FormLoader } from '../components/form-loader';
import { registrationMessages as m } from '../components/messages';
import { LoadFailed, PageShell } from '../components/page-shell';
import { RegistrationStatusScreen } from '../components/registration-status-screen';
import { CONTESTANT_CHECK_DELAY_MS, STATUS_CHECK_DELAY_MS } from '../constants';

/**
 * /user/register, a sequence of views: loading the user, the
 * payment gate, loading the registration, closed, the status screen, or the form.
 */
export default function RegisterPage() {
  const t = useT();
  const session = useSession();
  const current = useCurrentUser();
  // Back from a checkout, or just paid: the gate shows its success message before the form.
  const holdPaymentGate = useHoldPaymentGate();
  const user = current.data ?? session.user;
  if (!user && current.isPending) {
    return (
      <PageShell title={t(m.pageTitle)}>
        <PageLoading label={t(m.loading)} />
      </PageShell>
    );
  }
  // A fan has no registration until she applies to compete: her home holds the way to apply.
  if (user?.accountKind === 'fan') return <Navigate to="/user/home#apply-to-compete" replace />;
  const paymentStatus = user?.registration?.paymentStatus ?? null;
  if (paymentStatus !== 'paid' || holdPaymentGate) {
    return (
      <PageShell title={t(m.pageTitle)}>
        <PaymentGate paymentStatus={paymentStatus} />
      </PageShell>
    );
  }
  return <PaidRegistration />;
}

/** The status check waits 1500 ms, the contestant check a further 2000 ms. */
function useInitialChecks() {
  const [statusDue, setStatusDue] = useState(false);
  const [contestantDue, setContestantDue] = useState(false);
  useEffect(() => {
    const first = setTimeout(() => setStatusDue(true), STATUS_CHECK_DELAY_MS);
    const second = setTimeout(() => setContestantDue(true), STATUS_CHECK_DELAY_MS + CONTESTANT_CHECK_DELAY_MS);
    return () => {
      clearTimeout(first);
      clearTimeout(second);
    };
  }, []);
  const window = useQuery({ ...registrationWindowQuery, enabled: statusDue, staleTime: 0 });
  const me = useContestantMe(contestantDue);
  return { window, me, due: statusDue && contestantDue };
}

function PaidRegistration() {
  const t = useT();
  const client = useQueryClient();
  const { window, me, due } = useInitialChecks();

  if (!due || window.isPending || me.isPending) {
    return (
      <PageShell title={t(m.pageTitle)}>
        <PageLoading label={t(m.loadingRegistration)} />
      </PageShell>
    );
  }
  if (window.isError || me.isError) {
    return (
      <PageShell title={t(m.pageTitle)}>
        <LoadFailed
          message={t(m.loadFailed)}
          onRetry={() => {
            void window.refetch();
            void me.refetch();
          }}
        />
      </PageShell>
    );
  }
  if (!window.data.isOpen) {
    return (
      <PageShell title={t(m.pageTitleClosed)}>
        <ClosedScreen window={window.data} />
      </PageShell>
    );
  }
  const contestant: Contestant | null = me.data;
  if (contestant && isSubmittedStatus(contestant.registrationStatus) && !contestant.editing) {
    return (
      <PageShell title={t(m.pageTitleStatus)}>
        <RegistrationStatusScreen contestant={contestant} />
      </PageShell>
    );
  }
  const editing = Boolean(contestant?.editing);
  return (
    <PageShell title={t(m.pageTitle)} heading={t(editing ? m.headingEdit : m.headingCreate)}>
      <FormLoader
        mode={editing ? 'edit' : 'create'}
        contestantId={contestant?._id ?? null}
        editsRemaining={contestant?.editsRemaining ?? 0}
        onDone={() => void client.invalidateQueries({ queryKey: contestantKeys.me })}
      />
    </PageShell>
  );
}
