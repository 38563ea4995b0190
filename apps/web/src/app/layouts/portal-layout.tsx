import { FileText, LayoutDashboard, Settings } from 'lucide-react';
import { Suspense } from 'react';
import { Link, NavLink, Outlet } from 'react-router';
import { CrownMark } from '../../components/crown-mark';
import { PageLoading } from '../../components/ui/page-loading';

const NAV = [
  { to: '/user/home', label: 'Dashboard', icon: LayoutDashboard },
  { to: '/user/register', label: 'Registration', icon: FileText },
  { to: '/user/settings', label: 'Account Settings', icon: Settings },
] as const;

/** The contestant portal's frame: sidebar and content, no top padding (seed 000 §2). */
export function PortalLayout() {
  return (
    <div className="flex min-h-dvh bg-ivory">
      <aside className="hidden w-64 shrink-0 flex-col border-r border-hairline bg-white md:flex">
        <Link to="/" className="flex items-center gap-2 px-6 py-5">
          <CrownMark className="h-8 w-8" />
          <span className="font-serif text-lg font-semibold text-primary-dark">Continental Queens</span>
        </Link>
        <nav aria-label="Portal" className="flex flex-col gap-1 px-3">
          {NAV.map(({ to, label, icon: Icon }) => (
            <NavLink
              key={to}
              to={to}
              className={({ isActive }) =>
                `flex items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium ${
                  isActive ? 'bg-primary-main text-primary-contrast' : 'text-ink hover:bg-ivory'
                }`
              }
            >
              <Icon className="h-4 w-4" aria-hidden /> {label}
            </NavLink>
          ))}
        </nav>
      </aside>
      <main id="main" className="min-w-0 flex-1">
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}
