import { type AdminUserSummary, adminRoleLabel, canStaff, ROLES } from '@cq/shared';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useSession } from '../../session';
import { AdminPage, ErrorNotice } from '../components/admin-page';
import { type Column, DataTable, TruncatedCell } from '../components/data-table';
import { DebouncedFilterInput } from '../components/debounced-filter-input';
import { FilterBar, FilterSelect, filterControls } from '../components/filter-select';
import { formatDate, formatDateTime } from '../components/format';
import { Pagination } from '../components/pagination';
import { useFilters } from '../components/use-filters';
import { userListQuery } from './api/user-list';
import { DeletionRequestsPanel } from './components/deletion-requests-panel';
import { InvitationsPanel } from './components/invitations-panel';
import { RetentionPanel } from './components/retention-panel';
import { ActiveState, RoleBadge } from './components/role-badge';
import { SecondFactorPolicyPanel } from './components/second-factor-policy-panel';

const FILTERS = ['q', 'role', 'active', 'sort'] as const;
const ROLE_OPTIONS = ROLES.map((r) => ({ value: r, label: adminRoleLabel(r) }));
const ACTIVE_OPTIONS = [
  { value: 'true', label: 'Active' },
  { value: 'false', label: 'Deactivated' },
];
// The empty choice is the server's default, newest first.
const SORT_OPTIONS = [
  { value: 'createdAt', label: 'Oldest first' },
  { value: 'name', label: 'Name A–Z' },
  { value: 'email', label: 'E-mail A–Z' },
  { value: '-lastLogin', label: 'Last signed in' },
  { value: '-role', label: 'Highest role' },
];

const columns: Column<AdminUserSummary>[] = [
  {
    key: 'name',
    header: 'Name',
    cell: (u) => (
      <Link to={`/admin/users/${u._id}`} className="font-semibold text-primary-main hover:underline">
        {u.firstName} {u.lastName}
      </Link>
    ),
  },
  { key: 'email', header: 'E-mail', cell: (u) => <TruncatedCell text={u.email} /> },
  { key: 'role', header: 'Role', cell: (u) => <RoleBadge role={u.role} /> },
  { key: 'active', header: 'State', cell: (u) => <ActiveState active={u.isActive} /> },
  {
    key: 'lastLogin',
    header: 'Last sign-in',
    cell: (u) => formatDateTime(u.lastLogin),
    className: 'whitespace-nowrap',
  },
  { key: 'createdAt', header: 'Joined', cell: (u) => formatDate(u.createdAt), className: 'whitespace-nowrap' },
];

/** Every account: find one by name or e-mail, narrow by role and state, open it to change it. */
export default function UsersPage() {
  const { values, set, page, query } = useFilters(FILTERS);
  const filter = filterControls('users', values, set);
  const { data, error, isPending, isFetching } = useQuery(userListQuery(query));
  const { user: actor } = useSession();

  return (
    <AdminPage title="Users" description="Accounts, their roles and what staff may do in the back office.">
      <FilterBar>
        <DebouncedFilterInput {...filter('q')} label="Search" placeholder="Name or e-mail" />
        <FilterSelect {...filter('role')} label="Role" options={ROLE_OPTIONS} />
        <FilterSelect {...filter('active')} label="State" options={ACTIVE_OPTIONS} />
        <FilterSelect {...filter('sort')} label="Sort" options={SORT_OPTIONS} anyLabel="Newest first" />
      </FilterBar>
      <ErrorNotice error={error} />
      <DataTable
        caption="Users"
        columns={columns}
        rows={data?.users ?? []}
        rowKey={(u) => u._id}
        busy={isFetching}
        empty={isPending ? 'Loading…' : 'No user matches these filters.'}
      />
      {data ? (
        <Pagination page={page} pageSize={data.pageSize} total={data.total} onPage={(p) => set({ page: String(p) })} />
      ) : null}
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
