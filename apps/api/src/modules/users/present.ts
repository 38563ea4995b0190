import { DEFAULT_LOCALE, isLocale, type User } from '@cq/shared';
import type { UserRow } from '../../db/schema';

/** The user as the API answers it; nothing else of the row leaves the server. */
export function toUserDto(row: UserRow): User {
  return {
    _id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phoneNumber: row.phoneNumber,
    picture: row.picture,
    profileImage: row.picture,
    role: row.role,
    permissions: row.permissions,
    isActive: row.isActive,
    isEmailVerified: row.isEmailVerified,
    lastLogin: row.lastLogin ? row.lastLogin.toISOString() : null,
    accountKind: row.accountKind,
    registration: { paymentStatus: row.paymentStatus ?? null },
    language: isLocale(row.language) ? row.language : DEFAULT_LOCALE,
    createdAt: row.createdAt.toISOString(),
  };
}
