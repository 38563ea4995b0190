import { MenuDrawer } from '../menu-drawer';
import { PortalNav } from './portal-nav';

/** The portal's sidebar as a drawer on small screens. */
export function MobileDrawer({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <MenuDrawer open={open} onOpenChange={onOpenChange} title="Portal menu" overlayClassName="backdrop-blur-[2px]">
      {(close) => <PortalNav onNavigate={close} />}
    </MenuDrawer>
  );
}
