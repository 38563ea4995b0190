import { api } from '../../../lib/api-client';

/**
 * POST /users/change-password: the current password and the new one. Answers the server's message; every
 * other session of the account is signed out.
 */
export async function changePassword(body: { currentPassword: string; newPassword: string }) {
  return (await api.post<null>('/users/change-password', body)).message;
}

/** The change-password call, for the form. */
export function useChangePassword() {
  return changePassword;
}
