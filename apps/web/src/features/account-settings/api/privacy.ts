import type { DataExport, DeletionRequest } from '@cq/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const privacyKeys = {
  dataExport: ['users', 'me', 'data-export'] as const,
  deletionRequest: ['users', 'me', 'deletion-request'] as const,
};

/** While her copy is being prepared the page asks again this often, so it shows ready without a reload. */
export const DATA_EXPORT_POLL_MS = 5000;

/** GET /users/me/data-export: her latest copy of her data, if any. */
export function useDataExport() {
  return useQuery({
    queryKey: privacyKeys.dataExport,
    queryFn: async () => (await api.get<{ dataExport: DataExport | null }>('/users/me/data-export')).data.dataExport,
    refetchInterval: (query) => (query.state.data?.state === 'preparing' ? DATA_EXPORT_POLL_MS : false),
  });
}

/** POST /users/me/data-export: asks for a copy, prepared in the background and e-mailed. */
export function useRequestDataExport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async () => api.post<{ dataExport: DataExport }>('/users/me/data-export'),
    onSuccess: (res) => client.setQueryData(privacyKeys.dataExport, res.data.dataExport),
  });
}

/** GET /users/me/deletion-request: her pending request to be erased, if any. */
export function useDeletionRequest() {
  return useQuery({
    queryKey: privacyKeys.deletionRequest,
    queryFn: async () =>
      (await api.get<{ deletionRequest: DeletionRequest | null }>('/users/me/deletion-request')).data.deletionRequest,
  });
}

/** POST /users/me/deletion-request: asks staff to erase her account. */
export function useRequestDeletion() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async () => api.post<{ deletionRequest: DeletionRequest }>('/users/me/deletion-request'),
    onSuccess: (res) => client.setQueryData(privacyKeys.deletionRequest, res.data.deletionRequest),
  });
}
