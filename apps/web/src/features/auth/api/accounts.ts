import type { FanRegisterRequest, LoginAnswer, LoginResponse, PasswordReset, RegisterRequest } from '@cq/shared';
import { ApiError, api, messageOf } from '../../../lib/api-client';

/** The account calls: sign-up, login, renewal, verification, password reset and change, the user. */
export const accountsApi = {
  /** The session, or (with two-step sign-in) a challenge to answer with a code through loginSecondFactor. */
  login: (body: { email: string; password: string }) => api.post<LoginAnswer['data']>('/users/login', body),
  loginSecondFactor: (body: { secondFactorChallenge: string; code: string }) =>
    api.post<LoginResponse['data']>('/users/login/second-factor', body),
  register: (body: RegisterRequest) => api.post<null>('/users/register', body),
  /** A fan's sign-up from People's Choice: no phone, her acceptance of the terms. */
  registerFan: (body: FanRegisterRequest) => api.post<null>('/users/register-fan', body),
  requestPasswordReset: (email: string) => api.post<null>('/users/password-reset-request', { email }),
  resetPassword: (body: PasswordReset) => api.post<null>('/users/password-reset', body),
  verifyEmail: (token: string) => api.get<null>(`/users/verify-email/${encodeURIComponent(token)}`),
};

/**
 * The server's message, preferring its message for a single field when the
 * answer names fields (e.g. a password that is too common), else the fallback.
 */
export function serverMessage(err: unknown, fallback: string): string {
  if (err instanceof ApiError && err.errors) {
    const first = Object.values(err.errors)[0];
    if (first) return first;
  }
  return messageOf(err, fallback);
}
