import { REGISTRATION_STATUS_FALLBACK, type RegistrationWindow } from '@cq/shared';
import { ApiError, api } from './api-client';
import { settingsKeys } from './settings-keys';

/**
 * GET /settings/registration-status, shared by the registration form and the
 * payment gate (the fee). On 429 the form assumes open with the reason
 * 'Registration status check temporarily unavailable' and a fee of 1
 * (docs/product/registration.md#registration-window-and-fee).
 */
export const registrationWindowKey = settingsKeys.registrationStatus;

export async function fetchRegistrationWindow(): Promise<RegistrationWindow> {
  try {
    return (await api.get<RegistrationWindow>('/settings/registration-status')).data;
  } catch (err) {
    if (err instanceof ApiError && err.status === 429) return REGISTRATION_STATUS_FALLBACK;
    throw err;
  }
}

export const registrationWindowQuery = {
  queryKey: registrationWindowKey,
  queryFn: fetchRegistrationWindow,
  staleTime: 60_000,
} as const;
