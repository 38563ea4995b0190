import { canChangeUser, canStaff } from '@cq/shared';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { useT } from '../../../i18n/locale-context';
import { useSession } from '../../session';
import { AdminPage, Panel } from '../components/admin-page';
import { userDetailQuery } from './api/user-detail';
import { AccountActions } from './components/account-actions';
import { ActivationControl } from './components/activation-control';
import { PermissionEditor, PermissionSummary } from './components/permission-editor';
import { RoleBadge } from './components/role-badge';
import { RoleControl } from './components/role-control';
import { SecondFactorReset } from './components/second-factor-reset';
import { UserAgreements } from './components/user-agreements';
import { UserFacts } from './components/user-facts';
import { UserHistory } from './components/user-history';
import { usersMessages as m } from './messages';

function Back() {
  const t = useT();
  return (
    <Link
      to="/admin/users"
      className="inline-flex items-center gap-1 text-sm font-semibold text-primary-main hover:underline"
    >
      {/* The arrow points the way back in either reading direction. */}
      <ArrowLeft className="h-4 w-4 rtl:rotate-180" aria-hidden /> {t(m.allUsers)}
    </Link>
  );
}

/** One account: its facts, its role and permissions, activation, and what staff changed lately. */
export default function UserDetailPage() {
  const { id = '' } = useParams();
  const { user: me } = useSession();
  const { data, error, isPending } = useQuery(userDetailQuery(id));
  const t = useT();
  const back = <Back />;

  if (isPending) {
    return (
      <AdminPage title={t(m.user)} actions={back}>
        <p className="text-sm text-muted">{t(m.loading)}</p>
      </AdminPage>
    );
  }
  if (error || !data || !me) {
    return (
      <AdminPage title={t(m.user)} actions={back}>
        <p role="alert" className="rounded-xl bg-status-rejected/10 p-4 text-sm text-status-rejected">
          {error?.message ?? t(m.loadFailed)}
        </p>
      </AdminPage>
    );
  }

  const { user, history } = data;
  const actor = { _id: me._id, role: me.role, permissions: me.permissions };
  const mayUpdate = canStaff(actor, 'users', 'update');
  const mayChangeThisOne = mayUpdate && canChangeUser(actor, user);

  return (
    <AdminPage title={`${user.firstName} ${user.lastName}`} description={<RoleBadge role={user.role} />} actions={back}>
      <div className="grid grid-cols-1 gap-6 xl:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <div className="flex flex-col gap-6">
          <Panel title={t(m.profile)}>
            <UserFacts user={user} />
          </Panel>
          {mayUpdate ? (
            <Panel title={t(m.role)}>
              {/* A fresh form once the saved role comes back. */}
              <RoleControl key={user.role} actor={actor} user={user} />
            </Panel>
          ) : null}
          {mayUpdate ? (
            <Panel title={t(m.account)}>
              <AccountActions actor={actor} user={user} />
            </Panel>
          ) : null}
          <Panel title={t(m.twoStep)}>
            <SecondFactorReset actor={actor} user={user} />
          </Panel>
          {mayUpdate ? (
            <Panel title={t(user.isActive ? m.deactivate : m.reactivate)}>
              <ActivationControl actor={actor} user={user} />
            </Panel>
          ) : null}
        </div>
        <div className="flex flex-col gap-6">
          <Panel title={t(m.permissions)}>
            {mayUpdate ? (
              <>
                {mayChangeThisOne ? null : <p className="mb-3 text-xs text-muted">{t(m.ranksAbove)}</p>}
                <PermissionEditor
                  key={JSON.stringify(user.permissions)}
                  actor={actor}
                  user={user}
                  editable={mayChangeThisOne}
                />
              </>
            ) : (
              <PermissionSummary permissions={user.permissions} />
            )}
          </Panel>
          <Panel
            title={t(m.recentHistory)}
            actions={
              canStaff(actor, 'audit', 'read') ? (
                <Link
                  to={`/admin/audit?resource=users&recordId=${user._id}`}
                  className="text-sm font-semibold text-primary-main hover:underline"
                >
                  {t(m.fullAuditLog)}
                </Link>
              ) : null
            }
          >
            <UserHistory entries={history} />
          </Panel>
          <Panel title={t(m.agreements)}>
            <UserAgreements userId={user._id} />
          </Panel>
        </div>
      </div>
    </AdminPage>
  );
}
