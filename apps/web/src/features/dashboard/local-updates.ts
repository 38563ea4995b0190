import { BRAND } from '@cq/shared';
import type { RegistrationState } from './registration-state';

/**
 * Recent Updates when the notifications call fails: messages
 * composed in the browser from what it knows: a welcome, then where the
 * registration stands (continue it, or it was submitted).
 */
export interface LocalUpdate {
  id: 'welcome' | 'continue' | 'submitted';
  title: string;
  message: string;
  to?: string;
}

/** `state` is null when the contestant record could not be read either: then only the welcome. */
export function localUpdates(state: RegistrationState | null, firstName?: string | null): LocalUpdate[] {
  const name = firstName?.trim();
  const updates: LocalUpdate[] = [
    {
      id: 'welcome',
      title: name ? `Welcome, ${name}!` : `Welcome to ${BRAND.siteName}!`,
      message:
        state === 'not_started'
          ? 'Your portal is ready. Start your registration whenever you are ready to apply.'
          : 'Your portal keeps your registration, payment and updates in one place.',
      ...(state === 'not_started' ? { to: '/user/register' } : {}),
    },
  ];
  if (state === 'in_progress') {
    updates.push({
      id: 'continue',
      title: 'Continue your registration',
      message: 'Your draft is saved. Complete the remaining steps and submit your application.',
      to: '/user/register',
    });
  }
  if (state === 'submitted' || state === 'approved' || state === 'rejected' || state === 'active') {
    updates.push({
      id: 'submitted',
      title: 'Registration submitted',
      message: 'Your registration has been received. We will let you know here as soon as it has been reviewed.',
      to: '/user/register',
    });
  }
  return updates;
}
