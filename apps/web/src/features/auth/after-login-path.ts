import { isJudgeOnly, isStaff, type Principal } from '@cq/shared';

/**
 * Where to go after login: the remembered path if it is one of ours; else her rounds for a judge who has no
 * back-office section, the back office for other staff (editor rank and above), who have no registration to
 * fill in, and the dashboard for everyone else.
 */
export function afterLoginPath(stored: string | null, user?: Principal | null): string {
  const ours = stored?.startsWith('/') && !stored.startsWith('//') && !stored.startsWith('/auth/');
  if (ours && stored) return stored;
  if (isJudgeOnly(user)) return '/judging';
  return isStaff(user) ? '/admin' : '/user/home';
}
