/** Pages under /user render without the fixed header's top padding (seed 000 §2). */
export function needsTopPadding(pathname: string): boolean {
  return !(pathname === '/user' || pathname.startsWith('/user/'));
}
