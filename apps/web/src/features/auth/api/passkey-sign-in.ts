import type { LoginResponse } from '@cq/shared';
import { ApiError, api } from '../../../lib/api-client';

/**
 * Signing in with a passkey: the server's options with a one-time challenge, her device signs it (the browser's
 * WebAuthn through SimpleWebAuthn, loaded only when she asks), and the server answers the session.
 */
async function authenticate(options: Record<string, unknown>) {
  const { startAuthentication } = await import('@simplewebauthn/browser');
  // biome-ignore lint/suspicious/noExplicitAny: the server's options are SimpleWebAuthn's own JSON.
  return startAuthentication({ optionsJSON: options as any });
}

/** Sign-in with a passkey alone: any of this site's passkeys on her device. */
export async function signInWithPasskey(): Promise<LoginResponse['data']> {
  const options = (await api.post<Record<string, unknown>>('/users/login/passkey/options')).data;
  const response = await authenticate(options);
  return (await api.post<LoginResponse['data']>('/users/login/passkey', { response })).data;
}

/** The second step of sign-in answered by her passkey. */
export async function secondStepWithPasskey(secondFactorChallenge: string): Promise<LoginResponse['data']> {
  const options = (
    await api.post<Record<string, unknown>>('/users/login/second-factor/passkey/options', { secondFactorChallenge })
  ).data;
  const response = await authenticate(options);
  return (
    await api.post<LoginResponse['data']>('/users/login/second-factor/passkey', { secondFactorChallenge, response })
  ).data;
}

/** Her device's own refusal (she dismissed it, or the browser has no passkeys), as opposed to the server's. */
export function passkeyRefusal(err: unknown): 'cancelled' | 'unsupported' | null {
  if (err instanceof ApiError) return null;
  const name = (err as { name?: string } | null)?.name;
  if (name === 'NotAllowedError' || name === 'AbortError') return 'cancelled';
  if (typeof window !== 'undefined' && !window.PublicKeyCredential) return 'unsupported';
  return 'cancelled';
}
