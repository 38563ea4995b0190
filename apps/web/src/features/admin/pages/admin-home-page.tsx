import { formatAmountIn, isJudgeOnly, REGISTRATION_STATUSES, type RegistrationStatus, type Role } from '@cq/shared';
import { useQuery } from '@tanstack/react-query';
import { ArrowRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, Navigate } from 'react-router';
import { useFormat } from '../../../i18n/format';
import { useLocale, useT } from '../../../i18n/locale-context';
import type { MessageDescriptor } from '../../../i18n/message-descriptor';
import { useSession } from '../../session';
import { AuditSentence } from '../audit/components/audit-sentence';
import { AdminPage, ErrorNotice, Panel } from '../components/admin-page';
import { useAdminFormat } from '../components/format';
import { overviewQuery } from '../overview/overview-query';
import { adminHomeMessages as m } from './messages';

/** A registration's status as the overview names it. */
const STATUS_MESSAGES: Record<RegistrationStatus, MessageDescriptor> = {
  payment_pending: m.paymentPending,
  in_progress: m.inProgress,
  preliminary_submitted: m.submitted,
  preliminary_approved: m.approved,
  preliminary_rejected: m.rejected,
  active: m.active,
};

const ROLE_MESSAGES: Record<Role, MessageDescriptor> = {
  developer: m.roleDeveloper,
  'super admin': m.roleSuperAdmin,
  admin: m.roleAdmin,
  hr: m.roleHr,
  editor: m.roleEditor,
  user: m.roleUser,
};

function Stat({ label, value, to, hint }: { label: string; value: ReactNode; to?: string; hint?: string }) {
  const body = (
    <>
      <p className="text-xs font-semibold uppercase tracking-wide text-muted">{label}</p>
      <p className="mt-1 font-serif text-3xl font-semibold text-primary-dark">{value}</p>
      {hint ? <p className="mt-1 text-xs text-muted">{hint}</p> : null}
    </>
  );
  const box = 'block rounded-2xl border border-hairline bg-white p-5 shadow-sm';
  return to ? (
    <Link to={to} className={`${box} transition hover:border-primary-light hover:shadow-md`}>
      {body}
    </Link>
  ) : (
    <div className={box}>{body}</div>
  );
}

/** The back office's first page: what needs doing, and what happened lately. */
export default function AdminHomePage() {
  const t = useT();
  const format = useFormat();
  const dates = useAdminFormat();
  const locale = useLocale();
  const { user } = useSession();
  const judgeOnly = isJudgeOnly(user);
  const { data, isPending, error } = useQuery({ ...overviewQuery, enabled: !judgeOnly });
  const c = data?.contestants;
  const total = c?.total ?? 0;

  // A judge with no back-office section works from her rounds.
  if (judgeOnly) return <Navigate to="/judging" replace />;
  const role = user?.role ? ROLE_MESSAGES[user.role as Role] : undefined;
  return (
    <AdminPage
      title={t(m.title)}
      description={t(m.signedInAs, {
        email: user?.email ?? t(m.staff),
        role: role ? t(role) : (user?.role ?? ''),
      })}
    >
      <ErrorNotice error={error} className="" />
      {isPending ? <p className="text-sm text-muted">{t(m.loading)}</p> : null}
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {c ? (
          <>
            <Stat
              label={t(m.awaitingReview)}
              value={format.number(c.awaitingReview)}
              to="/admin/contestants?status=preliminary_submitted"
              hint={t(m.awaitingReviewHint)}
            />
            <Stat
              label={t(m.contestants)}
              value={format.number(c.total)}
              to="/admin/contestants"
              hint={t(m.contestantsHint)}
            />
          </>
        ) : null}
        {data?.todos ? (
          <Stat
            label={t(m.lateTodos)}
            value={format.number(data.todos.late)}
            to="/admin/todos"
            hint={t(m.lateTodosHint)}
          />
        ) : null}
        {data?.inquiries ? (
          <Stat
            label={t(m.unhandled)}
            value={format.number(data.inquiries.unhandledContact + data.inquiries.unhandledSponsorship)}
            to="/admin/inbox?handled=false"
            hint={t(m.unhandledHint, {
              contact: data.inquiries.unhandledContact,
              sponsorship: data.inquiries.unhandledSponsorship,
            })}
          />
        ) : null}
        {data?.payments ? (
          <Stat
            label={t(m.feesPaid)}
            value={format.number(data.payments.paidCount)}
            to="/admin/contestants?paymentStatus=paid"
            hint={
              data.payments.paidByCurrency.map((p) => formatAmountIn(locale, p.amountMinor, p.currency)).join(' · ') ||
              t(m.noPayments)
            }
          />
        ) : null}
      </div>

      <div className="mt-6 grid grid-cols-1 gap-6 lg:grid-cols-2">
        {c ? (
          <Panel title={t(m.byStatus)}>
            <ul className="space-y-3">
              {REGISTRATION_STATUSES.map((status) => {
                const n = c.byStatus[status] ?? 0;
                return (
                  <li key={status}>
                    <Link
                      to={`/admin/contestants?status=${status}`}
                      className="flex items-center justify-between text-sm hover:text-primary-main"
                    >
                      <span>{t(STATUS_MESSAGES[status])}</span>
                      <span className="font-semibold">{format.number(n)}</span>
                    </Link>
                    <div className="mt-1 h-1.5 overflow-hidden rounded-full bg-ivory" aria-hidden>
                      <div
                        className="h-full rounded-full bg-primary-main"
                        style={{ width: `${total ? Math.round((n / total) * 100) : 0}%` }}
                      />
                    </div>
                  </li>
                );
              })}
            </ul>
          </Panel>
        ) : null}
        {data?.recentActivity ? (
          <Panel
            title={t(m.recentActivity)}
            actions={
              <Link
                to="/admin/audit"
                className="inline-flex items-center gap-1 text-sm font-semibold text-primary-main"
              >
                {t(m.auditLog)} <ArrowRight className="h-4 w-4 rtl:-scale-x-100" aria-hidden />
              </Link>
            }
          >
            {data.recentActivity.length === 0 ? (
              <p className="text-sm text-muted">{t(m.nothingYet)}</p>
            ) : (
              <ul className="divide-y divide-hairline">
                {data.recentActivity.map((a) => (
                  <li key={a._id} className="py-2.5 text-sm">
                    <AuditSentence entry={a} />
                    {/* The server's account, as it was recorded (in English): kept as written, not translated. */}
                    <p lang="en" translate="no" className="text-xs text-muted">
                      {a.summary}
                    </p>
                    <p className="text-xs text-muted">
                      {a.actorEmail} · {dates.dateTime(a.createdAt)}
                    </p>
                  </li>
                ))}
              </ul>
            )}
          </Panel>
        ) : null}
      </div>
      {data && !c && !data.inquiries && !data.payments && !data.recentActivity ? (
        <p className="mt-6 rounded-2xl border border-hairline bg-white p-6 text-sm text-muted">{t(m.noPermissions)}</p>
      ) : null}
    </AdminPage>
  );
}
