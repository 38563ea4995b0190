import { normaliseRegistrationForm, type RegistrationForm } from '@cq/shared';
import { api } from '../../../lib/api-client';

/** GET /contestants/{id}/submitted-form: the last submitted form, normalised by the server. */
export async function fetchSubmittedForm(id: string): Promise<RegistrationForm> {
  const { data } = await api.get<{ formData: RegistrationForm }>(`/contestants/${id}/submitted-form`);
  return normaliseRegistrationForm(data.formData);
}
