import * as RadixDialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { useReturnFocus } from '../../../components/ui/return-focus';
import { PortalNav } from './portal-nav';

/**
 * The sidebar as a drawer on small screens: focus is trapped, Escape and the overlay close it, and focus goes
 * back to the button that opened it.
 */
export function MobileDrawer({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const returnFocus = useReturnFocus(open);
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="dialog-overlay fixed inset-0 z-50 bg-primary-dark/50 backdrop-blur-[2px]" />
        <RadixDialog.Content
          aria-describedby={undefined}
          onCloseAutoFocus={returnFocus}
          className="drawer-content fixed inset-y-0 left-0 z-50 w-72 max-w-[85vw] bg-white shadow-2xl focus:outline-none"
        >
          <RadixDialog.Title className="sr-only">Portal menu</RadixDialog.Title>
          <RadixDialog.Close
            className="absolute right-3 top-4 rounded-full p-2 text-muted hover:bg-ivory hover:text-ink"
            aria-label="Close menu"
          >
            <X className="h-5 w-5" aria-hidden />
          </RadixDialog.Close>
          <PortalNav onNavigate={() => onOpenChange(false)} />
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
