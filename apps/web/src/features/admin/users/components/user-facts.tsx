import type { AdminUser } from '@cq/shared';
import type { ReactNode } from 'react';
import { formatDate, formatDateTime } from '../../components/format';
import { ActiveState, RoleBadge } from './role-badge';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-semibold uppercase tracking-wide text-muted">{label}</dt>
      <dd className="mt-0.5 break-words text-sm text-ink">{children}</dd>
    </div>
  );
}

const PAYMENT: Record<string, string> = { pending: 'Pending', paid: 'Paid', failed: 'Failed', refunded: 'Refunded' };

export function UserFacts({ user }: { user: AdminUser }) {
  return (
    <dl className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      <Fact label="E-mail">{user.email}</Fact>
      <Fact label="Phone">{user.phoneNumber || '—'}</Fact>
      <Fact label="Role">
        <RoleBadge role={user.role} />
      </Fact>
      <Fact label="State">
        <ActiveState active={user.isActive} />
      </Fact>
      <Fact label="E-mail verified">{user.isEmailVerified ? 'Yes' : 'Not yet'}</Fact>
      <Fact label="Registration fee">{user.paymentStatus ? PAYMENT[user.paymentStatus] : 'Not started'}</Fact>
      <Fact label="Last sign-in">{formatDateTime(user.lastLogin)}</Fact>
      <Fact label="Joined">{formatDate(user.createdAt)}</Fact>
    </dl>
  );
}
