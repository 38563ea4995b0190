import type { CompeteRequest, User } from '@cq/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api } from '../../../lib/api-client';
import { CURRENT_USER_QUERY_KEY, saveUser } from '../../session';

/** POST /users/me/compete: a fan opens the contestant's path on her account; answers the updated user. */
export function useApplyToCompete() {
  const queryClient = useQueryClient();
  return useCallback(
    async (values: CompeteRequest): Promise<User> => {
      const { user } = (await api.post<{ user: User }>('/users/me/compete', values)).data;
      saveUser(user);
      queryClient.setQueryData(CURRENT_USER_QUERY_KEY, user);
      return user;
    },
    [queryClient],
  );
}
