/** Pages under /user render without the fixed header's top padding. */
export function needsTopPadding(pathname: string): boolean {
  return !(pathname === '/user' || pathname.startsWith('/user/'));
}
