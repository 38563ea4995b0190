import type { Draft, RegistrationForm } from '@cq/shared';
import { api } from '../../../lib/api-client';

/** GET /contestants/{id}/draft */
export async function fetchDraft(id: string): Promise<Draft> {
  return (await api.get<Draft>(`/contestants/${id}/draft`)).data;
}

/** POST /contestants/{id}/draft: If-Match carries the revision this tab last saw (409 when stale). */
export async function saveDraft(id: string, revision: number, form: RegistrationForm): Promise<Draft> {
  return (await api.post<Draft>(`/contestants/${id}/draft`, form, { headers: { 'if-match': `"${revision}"` } })).data;
}
