/** Where to go after login: the remembered path if it is one of ours, else the dashboard (seed 000 §2). */
export function afterLoginPath(stored: string | null): string {
  const ours = stored?.startsWith('/') && !stored.startsWith('//') && !stored.startsWith('/auth/');
  return ours && stored ? stored : '/user/home';
}
