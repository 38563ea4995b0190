import { BRAND } from '@cq/shared';
import type { Values } from '../../i18n/locale-context';
import type { MessageDescriptor } from '../../i18n/message-descriptor';
import { dashboardMessages as m } from './messages';
import type { RegistrationState } from './registration-state';

/**
 * Recent Updates when the notifications call fails: messages
 * composed in the browser from what it knows: a welcome, then where the
 * registration stands (continue it, or it was submitted).
 */
export interface LocalUpdate {
  id: 'welcome' | 'continue' | 'submitted';
  title: MessageDescriptor;
  titleValues?: Values;
  message: MessageDescriptor;
  to?: string;
}

/** `state` is null when the contestant record could not be read either: then only the welcome. */
export function localUpdates(state: RegistrationState | null, firstName?: string | null): LocalUpdate[] {
  const name = firstName?.trim();
  const updates: LocalUpdate[] = [
    {
      id: 'welcome',
      ...(name
        ? { title: m.welcomeName, titleValues: { name } }
        : { title: m.welcomeBrand, titleValues: { brand: BRAND.siteName } }),
      message: state === 'not_started' ? m.welcomeReady : m.welcomeHome,
      ...(state === 'not_started' ? { to: '/user/register' } : {}),
    },
  ];
  if (state === 'in_progress') {
    updates.push({ id: 'continue', title: m.continueTitle, message: m.continueText, to: '/user/register' });
  }
  if (state === 'submitted' || state === 'approved' || state === 'rejected' || state === 'active') {
    updates.push({ id: 'submitted', title: m.submittedTitle, message: m.submittedText, to: '/user/register' });
  }
  return updates;
}
