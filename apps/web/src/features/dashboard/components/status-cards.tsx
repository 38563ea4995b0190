import type { User } from '@cq/shared';
import { CircleCheck, ClipboardList, MailCheck, MailWarning, TrendingUp, UserX } from 'lucide-react';
import type { ReactNode } from 'react';
import { useFormat } from '../../../i18n/format';
import { useT } from '../../../i18n/locale-context';
import { useResendVerification } from '../api/resend-verification';
import { dashboardMessages as m } from '../messages';
import { type RegistrationState, STATE_TONE } from '../registration-state';

interface StatusCardsProps {
  user: User;
  progress: number | null;
  statusLabel: string | null;
  state: RegistrationState | null;
  /** The contestant record could not be read: no progress or status to show. */
  unavailable?: boolean;
  /** Staff without a registration: only the account's own cards. */
  accountOnly?: boolean;
}

function Card({
  label,
  icon,
  children,
  footer,
}: {
  label: string;
  icon: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <div className="card flex min-w-0 flex-col p-4 sm:p-5">
      <span className="flex h-9 w-9 items-center justify-center rounded-full bg-primary-main/[0.07] text-primary-main">
        {icon}
      </span>
      <p className="mt-3 text-[11px] font-semibold uppercase tracking-[0.12em] text-muted sm:text-xs">{label}</p>
      <div className="mt-1.5 flex-1">{children}</div>
      {footer ? <div className="mt-3">{footer}</div> : null}
    </div>
  );
}

function Waiting({ unavailable }: { unavailable?: boolean }) {
  const t = useT();
  if (unavailable) return <p className="text-sm text-muted">{t(m.notAvailable)}</p>;
  return (
    <span
      className="inline-block h-7 w-24 animate-pulse rounded-lg bg-hairline"
      role="status"
      aria-label={t(m.loadingShort)}
    />
  );
}

/** The four cards: registration progress, registration status, account status, e-mail status. */
export function StatusCards({ user, progress, statusLabel, state, unavailable, accountOnly }: StatusCardsProps) {
  const t = useT();
  const format = useFormat();
  const resend = useResendVerification();
  const verified = user.isEmailVerified;
  return (
    <section id="registration-progress" aria-labelledby="status-heading" className="scroll-mt-24">
      <h2 id="status-heading" className="sr-only">
        {t(accountOnly ? m.accountGlance : m.registrationGlance)}
      </h2>
      <div className={`grid grid-cols-2 gap-3 sm:gap-4 ${accountOnly ? '' : 'xl:grid-cols-4'}`}>
        {accountOnly ? null : (
          <>
            <Card label={t(m.progressCard)} icon={<TrendingUp className="h-4.5 w-4.5" aria-hidden />}>
              {progress === null ? (
                <Waiting unavailable={unavailable} />
              ) : (
                <>
                  <p className="font-serif text-2xl font-semibold text-ink sm:text-3xl">
                    {format.number(progress / 100, { style: 'percent' })}
                  </p>
                  <div className="mt-3 h-1.5 overflow-hidden rounded-full bg-hairline" aria-hidden>
                    <div
                      className="h-full rounded-full bg-gradient-to-r from-primary-main to-accent-main"
                      style={{ width: `${progress}%` }}
                    />
                  </div>
                </>
              )}
            </Card>
            <Card label={t(m.statusCard)} icon={<ClipboardList className="h-4.5 w-4.5" aria-hidden />}>
              {statusLabel === null || state === null ? (
                <Waiting unavailable={unavailable} />
              ) : (
                <span
                  className={`inline-flex rounded-full px-3 py-1 text-xs font-semibold sm:text-sm ${STATE_TONE[state]}`}
                >
                  {statusLabel}
                </span>
              )}
            </Card>
          </>
        )}
        <Card
          label={t(m.accountCard)}
          icon={
            user.isActive ? (
              <CircleCheck className="h-4.5 w-4.5" aria-hidden />
            ) : (
              <UserX className="h-4.5 w-4.5" aria-hidden />
            )
          }
        >
          <p
            className={`font-serif text-xl font-semibold sm:text-2xl ${user.isActive ? 'text-status-approved' : 'text-status-rejected'}`}
          >
            {t(user.isActive ? m.active : m.inactive)}
          </p>
        </Card>
        <Card
          label={t(m.emailCard)}
          icon={
            verified ? (
              <MailCheck className="h-4.5 w-4.5" aria-hidden />
            ) : (
              <MailWarning className="h-4.5 w-4.5" aria-hidden />
            )
          }
          footer={
            verified ? null : (
              <button
                type="button"
                onClick={() => resend.mutate()}
                disabled={resend.isPending || resend.isSuccess}
                className="text-sm font-semibold text-primary-main underline-offset-2 hover:underline disabled:cursor-default disabled:text-muted disabled:no-underline"
              >
                {t(resend.isPending ? m.sending : resend.isSuccess ? m.linkSent : m.resend)}
              </button>
            )
          }
        >
          <p
            className={`font-serif text-xl font-semibold sm:text-2xl ${verified ? 'text-status-approved' : 'text-status-pending'}`}
          >
            {t(verified ? m.verified : m.pending)}
          </p>
        </Card>
      </div>
    </section>
  );
}
