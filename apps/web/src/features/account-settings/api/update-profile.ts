import type { ProfileUpdate, User } from '@cq/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api } from '../../../lib/api-client';
import { CURRENT_USER_QUERY_KEY, saveUser } from '../../session';

/** PATCH /users/profile: the names and phone number; answers the updated user. */
export async function updateProfile(values: ProfileUpdate): Promise<User> {
  return (await api.patch<{ user: User }>('/users/profile', values)).data.user;
}

/** Saves the profile, then keeps the stored session and the current-user query in step with the answer. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useCallback(
    async (values: ProfileUpdate): Promise<User> => {
      const user = await updateProfile(values);
      saveUser(user);
      queryClient.setQueryData(CURRENT_USER_QUERY_KEY, user);
      return user;
    },
    [queryClient],
  );
}
