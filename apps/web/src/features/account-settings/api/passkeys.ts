import type { Passkey } from '@cq/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { SECOND_FACTOR_STATUS_KEY } from './second-factor-status';

export const PASSKEYS_KEY = ['users', 'me', 'passkeys'] as const;

/** GET /users/me/passkeys */
export function usePasskeys() {
  return useQuery({
    queryKey: PASSKEYS_KEY,
    queryFn: async () => (await api.get<Passkey[]>('/users/me/passkeys')).data,
  });
}

/**
 * Adds a passkey: the server's options, her device makes the key (the browser's WebAuthn, through SimpleWebAuthn,
 * loaded only when she adds one), then the server keeps it under the name she gave.
 */
export function useAddPasskey() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (name: string) => {
      const options = (await api.post<Record<string, unknown>>('/users/me/passkeys/options')).data;
      const { startRegistration } = await import('@simplewebauthn/browser');
      // biome-ignore lint/suspicious/noExplicitAny: the server's options are SimpleWebAuthn's own JSON.
      const response = await startRegistration({ optionsJSON: options as any });
      return (await api.post<Passkey>('/users/me/passkeys', { name, response })).data;
    },
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: PASSKEYS_KEY });
      void client.invalidateQueries({ queryKey: SECOND_FACTOR_STATUS_KEY });
    },
  });
}

/** DELETE /users/me/passkeys/:id */
export function useRemovePasskey() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => (await api.delete<null>(`/users/me/passkeys/${encodeURIComponent(id)}`)).message,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: PASSKEYS_KEY });
      void client.invalidateQueries({ queryKey: SECOND_FACTOR_STATUS_KEY });
    },
  });
}
