import { ADMIN_SECTIONS, type AdminResource, BRAND, canOpenSection, unreadBadgeText } from '@cq/shared';
import {
  Clapperboard,
  CreditCard,
  FileSearch,
  Gavel,
  Heart,
  Inbox,
  LayoutDashboard,
  ListChecks,
  type LucideIcon,
  MessagesSquare,
  Palette,
  SlidersHorizontal,
  UserCog,
  Users,
} from 'lucide-react';
import { Link, NavLink } from 'react-router';
import { CrownMark } from '../../../components/crown-mark';
import { useSession } from '../../../features/session';
import { useT } from '../../../i18n/locale-context';
import { adminLayoutMessages as m, SECTION_LABELS } from './messages';
import { useUnreadAnswers } from './use-unread-answers';

const ICONS: Record<AdminResource, LucideIcon> = {
  contestants: Users,
  inquiries: Inbox,
  payments: CreditCard,
  users: UserCog,
  settings: SlidersHorizontal,
  themes: Palette,
  audit: FileSearch,
  judging: Gavel,
  voting: Heart,
  show: Clapperboard,
};
/** A section sharing its resource with another has an icon of its own. */
const PATH_ICONS: Partial<Record<string, LucideIcon>> = {
  '/admin/todos': ListChecks,
  '/admin/messages': MessagesSquare,
};

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `flex items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium transition-colors ${
    isActive ? 'bg-primary-main text-primary-contrast' : 'text-ink hover:bg-ivory hover:text-primary-main'
  }`;

/** The back office's sections the signed-in member of staff may read (the same rule the server applies). */
export function AdminNav({ onNavigate }: { onNavigate?: () => void }) {
  const t = useT();
  const { user } = useSession();
  const sections = ADMIN_SECTIONS.filter((s) => canOpenSection(user, s));
  const unread = useUnreadAnswers();
  const unreadBadge = unreadBadgeText(unread);
  return (
    <div className="flex h-full flex-col">
      <Link to="/admin" onClick={onNavigate} className="flex items-center gap-2.5 px-5 py-5">
        <CrownMark className="h-8 w-8 shrink-0" />
        <span className="leading-tight">
          <span className="block font-serif text-base font-semibold text-primary-dark">{BRAND.siteName}</span>
          <span className="eyebrow block text-[10px] text-muted">{t(m.backOffice)}</span>
        </span>
      </Link>
      <div className="mx-5 mb-3 h-px bg-gradient-to-r from-transparent via-secondary-main/50 to-transparent" />
      <nav aria-label={t(m.backOffice)} className="flex flex-col gap-0.5 px-3">
        <NavLink to="/admin" end onClick={onNavigate} className={linkClass}>
          <LayoutDashboard className="h-4 w-4 shrink-0" aria-hidden />
          {t(m.overview)}
        </NavLink>
        {sections.map((s) => {
          const Icon = PATH_ICONS[s.path] ?? ICONS[s.resource];
          return (
            <NavLink key={s.path} to={s.path} onClick={onNavigate} className={linkClass}>
              <Icon className="h-4 w-4 shrink-0" aria-hidden />
              {t(SECTION_LABELS[s.path])}
              {s.path === '/admin/messages' && unreadBadge ? (
                <span
                  data-testid="unread-answers"
                  className="ms-auto flex h-5 min-w-5 items-center justify-center rounded-full bg-accent-main px-1.5 text-[11px] font-bold leading-none text-accent-contrast"
                >
                  <span aria-hidden>{unreadBadge}</span>
                  <span className="sr-only">{` ${t(m.unread, { count: unread })}`}</span>
                </span>
              ) : null}
            </NavLink>
          );
        })}
      </nav>
      <div className="mt-auto border-t border-hairline px-5 py-4 text-xs text-muted">
        <Link to="/user/home" onClick={onNavigate} className="font-semibold text-primary-main hover:underline">
          {t(m.toPortal)}
        </Link>
        <span aria-hidden> · </span>
        <Link to="/" onClick={onNavigate} className="font-semibold text-primary-main hover:underline">
          {t(m.publicSite)}
        </Link>
      </div>
    </div>
  );
}
