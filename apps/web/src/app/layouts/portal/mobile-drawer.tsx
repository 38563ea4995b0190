import { useT } from '../../../i18n/locale-context';
import { MenuDrawer } from '../menu-drawer';
import { portalMessages as m } from './messages';
import { PortalNav } from './portal-nav';

/** The portal's sidebar as a drawer on small screens. */
export function MobileDrawer({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const t = useT();
  return (
    <MenuDrawer open={open} onOpenChange={onOpenChange} title={t(m.portalMenu)} overlayClassName="backdrop-blur-[2px]">
      {(close) => <PortalNav onNavigate={close} />}
    </MenuDrawer>
  );
}
