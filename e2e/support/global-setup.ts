import { DEFAULT_REGISTRATION_SETTINGS } from '@cq/shared';
import { type FullConfig, request } from '@playwright/test';
import { DIRECTOR } from './staff';

/**
 * Before any journey the organisers set the registration fee, as on a real install: a fresh install has none,
 * and registration cannot open until it is set (the back office says so; the API tests check it).
 */
export default async function globalSetup(config: FullConfig): Promise<void> {
  const baseURL = config.projects[0]?.use.baseURL;
  const api = await request.newContext({ baseURL });
  try {
    const login = await api.post('/api/users/login', { data: DIRECTOR });
    if (!login.ok()) throw new Error(`the director could not sign in: ${login.status()} ${await login.text()}`);
    const { data } = (await login.json()) as { data: { token: string } };
    const saved = await api.put('/api/admin/settings/registration', {
      headers: { authorization: `Bearer ${data.token}` },
      data: DEFAULT_REGISTRATION_SETTINGS,
    });
    if (!saved.ok()) throw new Error(`the fee could not be set: ${saved.status()} ${await saved.text()}`);
  } finally {
    await api.dispose();
  }
}
