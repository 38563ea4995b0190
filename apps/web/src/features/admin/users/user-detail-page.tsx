import { canChangeUser, canStaff } from '@cq/shared';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router';
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

const back = (
  <Link
    to="/admin/users"
    className="inline-flex items-center gap-1 text-sm font-semibold text-primary-main hover:underline"
  >
    <ArrowLeft className="h-4 w-4" aria-hidden /> All users
  </Link>
);

/** One account: its facts, its role and permissions, activation, and what staff changed lately. */
export default function UserDetailPage() {
  const { id = '' } = useParams();
  const { user: me } = useSession();
  const { data, error, isPending } = useQuery(userDetailQuery(id));

  if (isPending) {
    return (
      <AdminPage title="User" actions={back}>
        <p className="text-sm text-muted">Loading…</p>
      </AdminPage>
    );
  }
  if (error || !data || !me) {
    return (
      <AdminPage title="User" actions={back}>
        <p role="alert" className="rounded-xl bg-status-rejected/10 p-4 text-sm text-status-rejected">
          {error?.message ?? 'This user could not be loaded.'}
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
          <Panel title="Profile">
            <UserFacts user={user} />
          </Panel>
          {mayUpdate ? (
            <Panel title="Role">
              {/* A fresh form once the saved role comes back. */}
              <RoleControl key={user.role} actor={actor} user={user} />
            </Panel>
          ) : null}
          {mayUpdate ? (
            <Panel title="Account">
              <AccountActions actor={actor} user={user} />
            </Panel>
          ) : null}
          <Panel title="Two-step sign-in">
            <SecondFactorReset actor={actor} user={user} />
          </Panel>
          {mayUpdate ? (
            <Panel title={user.isActive ? 'Deactivate' : 'Reactivate'}>
              <ActivationControl actor={actor} user={user} />
            </Panel>
          ) : null}
        </div>
        <div className="flex flex-col gap-6">
          <Panel title="Permissions">
            {mayUpdate ? (
              <>
                {mayChangeThisOne ? null : (
                  <p className="mb-3 text-xs text-muted">Their role ranks above yours, so you cannot change them.</p>
                )}
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
            title="Recent history"
            actions={
              canStaff(actor, 'audit', 'read') ? (
                <Link
                  to={`/admin/audit?resource=users&recordId=${user._id}`}
                  className="text-sm font-semibold text-primary-main hover:underline"
                >
                  Full audit log
                </Link>
              ) : null
            }
          >
            <UserHistory entries={history} />
          </Panel>
          <Panel title="Agreements">
            <UserAgreements userId={user._id} />
          </Panel>
        </div>
      </div>
    </AdminPage>
  );
}
