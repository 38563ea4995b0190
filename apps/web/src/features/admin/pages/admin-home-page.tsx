import { isJudgeOnly, REGISTRATION_STATUSES, registrationStatusLabel } from '@cq/shared';
import { useQuery } from '@tanstack/react-query';
import { ArrowRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, Navigate } from 'react-router';
import { useSession } from '../../session';
import { AdminPage, ErrorNotice, Panel } from '../components/admin-page';
import { formatDateTime, formatMoney } from '../components/format';
import { overviewQuery } from '../overview/overview-query';

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
  const { user } = useSession();
  const judgeOnly = isJudgeOnly(user);
  const { data, isPending, error } = useQuery({ ...overviewQuery, enabled: !judgeOnly });
  const c = data?.contestants;
  const total = c?.total ?? 0;

  // A judge with no back-office section works from her rounds.
  if (judgeOnly) return <Navigate to="/judging" replace />;
  return (
    <AdminPage title="Overview" description={`Signed in as ${user?.email ?? 'staff'} (${user?.role ?? ''}).`}>
      <ErrorNotice error={error} className="" />
      {isPending ? <p className="text-sm text-muted">Loading…</p> : null}
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {c ? (
          <>
            <Stat
              label="Awaiting review"
              value={c.awaitingReview}
              to="/admin/contestants?status=preliminary_submitted"
              hint="Submitted registrations"
            />
            <Stat label="Contestants" value={c.total} to="/admin/contestants" hint="Every record, paid or not" />
          </>
        ) : null}
        {data?.todos ? (
          <Stat
            label="Late to-dos"
            value={data.todos.late}
            to="/admin/todos"
            hint="Delegates' items past their deadline"
          />
        ) : null}
        {data?.inquiries ? (
          <Stat
            label="Unhandled messages"
            value={data.inquiries.unhandledContact + data.inquiries.unhandledSponsorship}
            to="/admin/inbox?handled=false"
            hint={`${data.inquiries.unhandledContact} contact · ${data.inquiries.unhandledSponsorship} sponsorship`}
          />
        ) : null}
        {data?.payments ? (
          <Stat
            label="Fees paid"
            value={data.payments.paidCount}
            to="/admin/contestants?paymentStatus=paid"
            hint={
              data.payments.paidByCurrency.map((p) => formatMoney(p.amountMinor, p.currency)).join(' · ') ||
              'No payments yet'
            }
          />
        ) : null}
      </div>

      <div className="mt-6 grid grid-cols-1 gap-6 lg:grid-cols-2">
        {c ? (
          <Panel title="Registrations by status">
            <ul className="space-y-3">
              {REGISTRATION_STATUSES.map((status) => {
                const n = c.byStatus[status] ?? 0;
                return (
                  <li key={status}>
                    <Link
                      to={`/admin/contestants?status=${status}`}
                      className="flex items-center justify-between text-sm hover:text-primary-main"
                    >
                      <span>{registrationStatusLabel(status)}</span>
                      <span className="font-semibold">{n}</span>
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
            title="Recent activity"
            actions={
              <Link
                to="/admin/audit"
                className="inline-flex items-center gap-1 text-sm font-semibold text-primary-main"
              >
                Audit log <ArrowRight className="h-4 w-4" aria-hidden />
              </Link>
            }
          >
            {data.recentActivity.length === 0 ? (
              <p className="text-sm text-muted">Nothing yet.</p>
            ) : (
              <ul className="divide-y divide-hairline">
                {data.recentActivity.map((a) => (
                  <li key={a._id} className="py-2.5 text-sm">
                    <p className="text-ink">{a.summary}</p>
                    <p className="text-xs text-muted">
                      {a.actorEmail} · {formatDateTime(a.createdAt)}
                    </p>
                  </li>
                ))}
              </ul>
            )}
          </Panel>
        ) : null}
      </div>
      {data && !c && !data.inquiries && !data.payments && !data.recentActivity ? (
        <p className="mt-6 rounded-2xl border border-hairline bg-white p-6 text-sm text-muted">
          Your account has no back-office permissions yet. Ask a super admin to grant you access to the sections you
          need.
        </p>
      ) : null}
    </AdminPage>
  );
}
