import type { AdminUser, AdminUserSummary } from '@cq/shared';
import type { UserRow } from '../../../db/schema';
import { hasSecondFactor } from '../../users/second-factor';

/** One line of the back office's list of accounts. */
export function toAdminUserSummary(row: UserRow): AdminUserSummary {
  return {
    _id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    role: row.role,
    isActive: row.isActive,
    isEmailVerified: row.isEmailVerified,
    paymentStatus: row.paymentStatus ?? null,
    lastLogin: row.lastLogin ? row.lastLogin.toISOString() : null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** One account as the back office shows it: the list line with its contact details and permissions. */
export function toAdminUser(row: UserRow): AdminUser {
  return {
    ...toAdminUserSummary(row),
    phoneNumber: row.phoneNumber,
    permissions: row.permissions,
    updatedAt: row.updatedAt.toISOString(),
    secondFactor: hasSecondFactor(row),
  };
}
