import { BRAND } from '@cq/shared';
import { FileText, Heart, LayoutDashboard, LifeBuoy, type LucideIcon, MessagesSquare, Settings } from 'lucide-react';
import { Link, NavLink } from 'react-router';
import { CrownMark } from '../../../components/crown-mark';
import { useSession } from '../../../features/session';
import { useT } from '../../../i18n/locale-context';
import type { MessageDescriptor } from '../../../i18n/message-descriptor';
import { portalMessages as m } from './messages';

export const PORTAL_NAV: ReadonlyArray<{ to: string; label: MessageDescriptor; icon: LucideIcon }> = [
  { to: '/user/home', label: m.dashboard, icon: LayoutDashboard },
  { to: '/user/register', label: m.registration, icon: FileText },
  { to: '/user/messages', label: m.messages, icon: MessagesSquare },
  { to: '/user/settings', label: m.accountSettings, icon: Settings },
];

/** A fan's entries: her home, the vote and her settings; no registration until she applies to compete. */
export const FAN_PORTAL_NAV: ReadonlyArray<{ to: string; label: MessageDescriptor; icon: LucideIcon }> = [
  { to: '/user/home', label: m.fanHome, icon: LayoutDashboard },
  { to: '/peoples-choice', label: m.peoplesChoice, icon: Heart },
  { to: '/user/settings', label: m.accountSettings, icon: Settings },
];

/** The brand, the entries (Dashboard, Registration, Messages, Account Settings) and a way to support; `collapsed` shows icons only. */
export function PortalNav({ collapsed = false, onNavigate }: { collapsed?: boolean; onNavigate?: () => void }) {
  const t = useT();
  const { user } = useSession();
  const entries = user?.accountKind === 'fan' ? FAN_PORTAL_NAV : PORTAL_NAV;
  return (
    <div className="flex h-full flex-col">
      <Link
        to="/"
        onClick={onNavigate}
        className={`flex items-center gap-2.5 py-5 ${collapsed ? 'justify-center px-2' : 'px-6'}`}
        aria-label={t(m.brandHome, { brand: BRAND.siteName })}
      >
        <CrownMark className="h-8 w-8 shrink-0" />
        {collapsed ? null : (
          <span className="font-serif text-lg font-semibold leading-tight text-primary-dark">Continental Queens</span>
        )}
      </Link>
      <div
        className={`mb-3 h-px bg-gradient-to-r from-transparent via-secondary-main/50 to-transparent ${collapsed ? 'mx-3' : 'mx-6'}`}
      />
      <nav aria-label={t(m.nav)} className={`flex flex-col gap-1 ${collapsed ? 'px-2' : 'px-3'}`}>
        {collapsed ? null : <p className="eyebrow px-3 pb-1 pt-2 text-[10px] text-muted">{t(m.yourPortal)}</p>}
        {entries.map(({ to, label: message, icon: Icon }) => {
          const label = t(message);
          return (
            <NavLink
              key={to}
              to={to}
              onClick={onNavigate}
              title={collapsed ? label : undefined}
              aria-label={collapsed ? label : undefined}
              className={({ isActive }) =>
                `group flex items-center gap-3 rounded-xl text-sm font-medium transition-colors ${
                  collapsed ? 'justify-center px-0 py-3' : 'px-3 py-2.5'
                } ${
                  isActive
                    ? 'bg-primary-main text-primary-contrast shadow-sm'
                    : 'text-ink hover:bg-primary-main/[0.06] hover:text-primary-main'
                }`
              }
            >
              <Icon className="h-[1.125rem] w-[1.125rem] shrink-0" aria-hidden />
              {collapsed ? null : label}
            </NavLink>
          );
        })}
      </nav>
      <div className={`mt-auto pb-5 ${collapsed ? 'px-2' : 'px-4'}`}>
        {collapsed ? (
          <Link
            to="/contact"
            onClick={onNavigate}
            title={t(m.contactSupport)}
            aria-label={t(m.contactSupport)}
            className="flex justify-center rounded-xl py-3 text-muted hover:bg-primary-main/[0.06] hover:text-primary-main"
          >
            <LifeBuoy className="h-[1.125rem] w-[1.125rem]" aria-hidden />
          </Link>
        ) : (
          <div className="rounded-2xl bg-royal p-4 text-white">
            <p className="font-serif text-base font-semibold text-white">{t(m.needHand)}</p>
            <p className="mt-1 text-xs leading-relaxed text-white/80">{t(m.needHandText)}</p>
            <Link
              to="/contact"
              onClick={onNavigate}
              className="mt-3 inline-flex items-center gap-1.5 rounded-full bg-white/15 px-3 py-1.5 text-xs font-semibold text-white ring-1 ring-white/30 hover:bg-white/25"
            >
              <LifeBuoy className="h-3.5 w-3.5" aria-hidden /> {t(m.contactSupport)}
            </Link>
          </div>
        )}
      </div>
    </div>
  );
}
