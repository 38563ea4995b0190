import type { AdminUser } from '@cq/shared';
import type { ReactNode } from 'react';
import { useT } from '#web/i18n/locale-context';
import type { MessageDescriptor } from '#web/i18n/message-descriptor';
import { useAdminFormat } from '../../components/format';
import { usersMessages as m } from '../messages';
import { ActiveState, RoleBadge } from './role-badge';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-semibold uppercase tracking-wide text-muted">{label}</dt>
      <dd className="mt-0.5 break-words text-sm text-ink">{children}</dd>
    </div>
  );
}

const PAYMENT: Record<string, MessageDescriptor> = {
  pending: m.feePending,
  paid: m.feePaid,
  failed: m.feeFailed,
  refunded: m.feeRefunded,
};

export function UserFacts({ user }: { user: AdminUser }) {
  const t = useT();
  const dates = useAdminFormat();
  const fee = user.paymentStatus ? PAYMENT[user.paymentStatus] : undefined;
  return (
    <dl className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      <Fact label={t(m.email)}>{user.email}</Fact>
      <Fact label={t(m.phone)}>{user.phoneNumber || '—'}</Fact>
      <Fact label={t(m.role)}>
        <RoleBadge role={user.role} />
      </Fact>
      <Fact label={t(m.state)}>
        <ActiveState active={user.isActive} />
      </Fact>
      <Fact label={t(m.emailVerified)}>{t(user.isEmailVerified ? m.yes : m.notYet)}</Fact>
      <Fact label={t(m.registrationFee)}>
        {user.paymentStatus ? (fee ? t(fee) : user.paymentStatus) : t(m.feeNotStarted)}
      </Fact>
      <Fact label={t(m.lastSignIn)}>{dates.dateTime(user.lastLogin)}</Fact>
      <Fact label={t(m.joined)}>{dates.date(user.createdAt)}</Fact>
    </dl>
  );
}
