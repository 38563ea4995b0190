import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /email/unsubscribe { token }: no more bulk messages to the person the link names. */
export function useUnsubscribe() {
  return useMutation({
    mutationFn: async (token: string) => (await api.post('/email/unsubscribe', { token })).message,
  });
}
