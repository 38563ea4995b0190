import type { EditStatus } from '@cq/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { contestantKeys } from '../../contestants';

/** GET /contestants/{id}/edit-status */
export function useEditStatus(id: string | null) {
  return useQuery({
    queryKey: contestantKeys.editStatus(id ?? 'none'),
    queryFn: async () => (await api.get<EditStatus>(`/contestants/${id}/edit-status`)).data,
    enabled: Boolean(id),
    staleTime: 0,
  });
}

/** POST /contestants/{id}/start-edit: uses one edit and unlocks the submitted form. */
export function useStartEdit(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async () => (await api.post<EditStatus>(`/contestants/${id}/start-edit`)).data,
    onSuccess: async (status) => {
      client.setQueryData(contestantKeys.editStatus(id), status);
      await client.invalidateQueries({ queryKey: contestantKeys.me });
    },
  });
}
