import { type AdminUserSummary, canStaff, ROLES } from '@cq/shared';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useT } from '../../../i18n/locale-context';
import { useSession } from '../../session';
import { AdminPage, ErrorNotice } from '../components/admin-page';
import { type Column, DataTable, TruncatedCell } from '../components/data-table';
import { DebouncedFilterInput } from '../components/debounced-filter-input';
import { FilterBar, FilterSelect, filterControls } from '../components/filter-select';
import { useAdminFormat } from '../components/format';
import { AddressPagination } from '../components/pagination';
import { useFilters } from '../components/use-filters';
import { userListQuery } from './api/user-list';
import { DeletionRequestsPanel } from './components/deletion-requests-panel';
import { InvitationsPanel } from './components/invitations-panel';
import { RetentionPanel } from './components/retention-panel';
import { ActiveState, RoleBadge } from './components/role-badge';
import { SecondFactorPolicyPanel } from './components/second-factor-policy-panel';
import { usersMessages as m } from './messages';
import { useRoleLabel } from './use-words';

const FILTERS = ['q', 'role', 'active', 'sort'] as const;
/** Every account: find one by name or e-mail, narrow by role and state, open it to change it. */
export default function UsersPage() {
  const { values, set, page, query } = useFilters(FILTERS);
  const filter = filterControls('users', values, set);
  const { data, error, isPending, isFetching } = useQuery(userListQuery(query));
  const { user: actor } = useSession();
  const t = useT();
  const roleLabel = useRoleLabel();
  const dates = useAdminFormat();
  const roleOptions = ROLES.map((r) => ({ value: r, label: roleLabel(r) }));
  const activeOptions = [
    { value: 'true', label: t(m.active) },
    { value: 'false', label: t(m.deactivated) },
  ];
  // The empty choice is the server's default, newest first.
  const sortOptions = [
    { value: 'createdAt', label: t(m.oldestFirst) },
    { value: 'name', label: t(m.nameAz) },
    { value: 'email', label: t(m.emailAz) },
    { value: '-lastLogin', label: t(m.lastSignedIn) },
    { value: '-role', label: t(m.highestRole) },
  ];
  const columns: Column<AdminUserSummary>[] = [
    {
      key: 'name',
      header: t(m.name),
      cell: (u) => (
        <Link to={`/admin/users/${u._id}`} className="font-semibold text-primary-main hover:underline">
          {u.firstName} {u.lastName}
        </Link>
      ),
    },
    { key: 'email', header: t(m.email), cell: (u) => <TruncatedCell text={u.email} /> },
    { key: 'role', header: t(m.role), cell: (u) => <RoleBadge role={u.role} /> },
    { key: 'active', header: t(m.state), cell: (u) => <ActiveState active={u.isActive} /> },
    {
      key: 'lastLogin',
      header: t(m.lastSignIn),
      cell: (u) => dates.dateTime(u.lastLogin),
      className: 'whitespace-nowrap',
    },
    { key: 'createdAt', header: t(m.joined), cell: (u) => dates.date(u.createdAt), className: 'whitespace-nowrap' },
  ];

  return (
    <AdminPage title={t(m.title)} description={t(m.description)}>
      <FilterBar>
        <DebouncedFilterInput {...filter('q')} label={t(m.search)} placeholder={t(m.searchPlaceholder)} />
        <FilterSelect {...filter('role')} label={t(m.role)} options={roleOptions} anyLabel={t(m.any)} />
        <FilterSelect {...filter('active')} label={t(m.state)} options={activeOptions} anyLabel={t(m.any)} />
        <FilterSelect {...filter('sort')} label={t(m.sort)} options={sortOptions} anyLabel={t(m.newestFirst)} />
      </FilterBar>
      <ErrorNotice error={error} />
      <DataTable
        caption={t(m.title)}
        columns={columns}
        rows={data?.users ?? []}
        rowKey={(u) => u._id}
        busy={isFetching}
        empty={isPending ? t(m.loading) : t(m.noMatch)}
      />
      <AddressPagination list={data} page={page} set={set} />
      {actor ? (
        <div className="mt-6">
          <InvitationsPanel actor={actor} canInvite={canStaff(actor, 'users', 'update')} />
        </div>
      ) : null}
      {actor ? (
        <div className="mt-6">
          <DeletionRequestsPanel canErase={canStaff(actor, 'users', 'update')} />
        </div>
      ) : null}
      {actor ? (
        <div className="mt-6">
          <SecondFactorPolicyPanel canChange={canStaff(actor, 'users', 'update')} />
        </div>
      ) : null}
      {actor ? (
        <div className="mt-6">
          <RetentionPanel canChange={canStaff(actor, 'users', 'update')} />
        </div>
      ) : null}
    </AdminPage>
  );
}
