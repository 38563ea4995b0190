import { SECOND_FACTOR_MESSAGES, type User } from '@cq/shared';
import type { FakeResponse } from './mock-api';

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

/** The server's refusal of a wrong code from her authenticator app (at sign-in or when she sets two-step up). */
export const SECOND_FACTOR_CODE_WRONG: FakeResponse = {
  status: 400,
  body: {
    success: false,
    code: 'validation_failed',
    message: SECOND_FACTOR_MESSAGES.codeWrong,
    errors: { code: SECOND_FACTOR_MESSAGES.codeWrong },
  },
};
