import { isStaff } from '@cq/shared';
import * as Menu from '@radix-ui/react-dropdown-menu';
import { ChevronDown, LayoutDashboard, LogOut, UserRound } from 'lucide-react';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { logout, UserAvatar, useSession } from '../../../features/session';
import { useT } from '../../../i18n/locale-context';
import { portalMessages as m } from './messages';

const item =
  'flex cursor-pointer select-none items-center gap-2.5 rounded-lg px-3 py-2 text-sm text-ink outline-none data-[highlighted]:bg-primary-main/[0.07] data-[highlighted]:text-primary-main';

/**
 * The header's profile menu: 'Your Profile', the back office for staff, and
 * Sign out, which asks first ('Confirm Sign Out').
 */
export function ProfileMenu() {
  const t = useT();
  const { user } = useSession();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const name = [user?.firstName, user?.lastName].filter(Boolean).join(' ');
  const shown = user?.firstName || t(m.account);

  return (
    <>
      <Menu.Root modal={false}>
        {/* The name starts with the name it shows, so a voice user can say what they see. */}
        <Menu.Trigger
          ref={trigger}
          className="flex items-center gap-2 rounded-full py-1 ps-1 pe-2 transition-colors hover:bg-ivory data-[state=open]:bg-ivory"
          aria-label={t(m.profileMenu, { name: shown })}
        >
          <UserAvatar user={user} className="h-8 w-8 text-sm" />
          <span className="hidden max-w-36 truncate text-sm font-medium text-ink lg:block">{shown}</span>
          <ChevronDown className="hidden h-4 w-4 text-muted sm:block" aria-hidden />
        </Menu.Trigger>
        <Menu.Portal>
          <Menu.Content
            align="end"
            sideOffset={8}
            className="z-50 w-64 rounded-2xl border border-hairline bg-white p-1.5 shadow-xl"
          >
            <div className="px-3 pb-2.5 pt-2">
              <p className="truncate text-sm font-semibold text-ink">{name || t(m.yourAccount)}</p>
              {user?.email ? (
                <p className="truncate text-xs text-muted">
                  <bdi>{user.email}</bdi>
                </p>
              ) : null}
            </div>
            <Menu.Separator className="mx-1 mb-1 h-px bg-hairline" />
            <Menu.Item className={item} onSelect={() => navigate('/user/profile')}>
              <UserRound className="h-4 w-4" aria-hidden /> {t(m.yourProfile)}
            </Menu.Item>
            {isStaff(user) ? (
              <Menu.Item className={item} onSelect={() => navigate('/admin')}>
                <LayoutDashboard className="h-4 w-4" aria-hidden /> {t(m.backOffice)}
              </Menu.Item>
            ) : null}
            <Menu.Item className={item} onSelect={() => setConfirming(true)}>
              <LogOut className="h-4 w-4" aria-hidden /> {t(m.signOut)}
            </Menu.Item>
          </Menu.Content>
        </Menu.Portal>
      </Menu.Root>
      <ConfirmDialog
        open={confirming}
        title={t(m.confirmSignOut)}
        message={t(m.confirmSignOutText)}
        confirmText={t(m.signOutButton)}
        type="warning"
        returnFocusTo={trigger}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          logout('manual');
        }}
      />
    </>
  );
}
