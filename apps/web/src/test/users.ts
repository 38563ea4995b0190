import type { User } from '@cq/shared';

/** A signed-up contestant who has not paid yet, as the API sends her. */
export const TEST_USER: User = {
  _id: '2b1f7b4e-0000-4000-8000-000000000001',
  firstName: 'Amara',
  lastName: 'Okafor',
  email: 'amara@example.com',
  phoneNumber: '+234 801 234 5678',
  picture: null,
  profileImage: null,
  role: 'user',
  permissions: [],
  isActive: true,
  isEmailVerified: true,
  lastLogin: null,
  accountKind: 'contestant',
  registration: { paymentStatus: null },
  language: 'en',
  createdAt: '2026-01-01T00:00:00.000Z',
};
