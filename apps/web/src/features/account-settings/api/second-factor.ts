import type { RenewRecoveryCodesRequest, SecondFactorOffRequest, SecondFactorSetup } from '@cq/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { SECOND_FACTOR_STATUS_KEY } from './second-factor-status';

/** POST /users/me/second-factor/setup: a new key and its picture to scan. */
export function useStartSecondFactor() {
  return useMutation({
    mutationFn: async () => (await api.post<SecondFactorSetup>('/users/me/second-factor/setup')).data,
  });
}

/** POST /users/me/second-factor/confirm: the first code turns it on; answers the recovery codes, shown once. */
export function useConfirmSecondFactor() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (code: string) =>
      (await api.post<{ recoveryCodes: string[] }>('/users/me/second-factor/confirm', { code })).data.recoveryCodes,
    onSuccess: () => client.invalidateQueries({ queryKey: SECOND_FACTOR_STATUS_KEY }),
  });
}

/** POST /users/me/second-factor/off: her password and a current code. */
export function useTurnOffSecondFactor() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: SecondFactorOffRequest) =>
      (await api.post<null>('/users/me/second-factor/off', body)).message,
    onSuccess: () => client.invalidateQueries({ queryKey: SECOND_FACTOR_STATUS_KEY }),
  });
}

/** POST /users/me/second-factor/recovery-codes: ten new codes, shown once; the old ones stop working. */
export function useRenewRecoveryCodes() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: RenewRecoveryCodesRequest) =>
      (await api.post<{ recoveryCodes: string[] }>('/users/me/second-factor/recovery-codes', body)).data.recoveryCodes,
    onSuccess: () => client.invalidateQueries({ queryKey: SECOND_FACTOR_STATUS_KEY }),
  });
}
