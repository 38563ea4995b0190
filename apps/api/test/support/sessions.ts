import type { FastifyInstance } from 'fastify';

/** The header a signed-in browser sends with its access token. */
export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Signs in with an e-mail address and password as the sign-in page does; fails loudly if refused. */
export async function passwordLogin(app: FastifyInstance, email: string, password: string) {
  const res = await app.inject({ method: 'POST', url: '/api/users/login', payload: { email, password }, headers: {} });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.body}`);
  return res.json().data as { token: string; refreshToken: string; user: Record<string, unknown> };
}
