import * as RadixDialog from '@radix-ui/react-dialog';
import { Menu, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { useReturnFocus } from '../../components/ui/return-focus';
import { useT } from '../../i18n/locale-context';
import { portalMessages as m } from './portal/messages';

/**
 * A side navigation as a drawer on small screens: focus is trapped, Escape and the overlay close it, and focus
 * goes back to the button that opened it. `children` is the navigation, given a way to close the drawer.
 */
export function MenuDrawer({
  open,
  onOpenChange,
  title,
  overlayClassName = '',
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  overlayClassName?: string;
  children: (close: () => void) => ReactNode;
}) {
  const t = useT();
  const returnFocus = useReturnFocus(open);
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay
          className={`dialog-overlay fixed inset-0 z-50 bg-primary-dark/50 ${overlayClassName}`.trimEnd()}
        />
        <RadixDialog.Content
          aria-describedby={undefined}
          onCloseAutoFocus={returnFocus}
          className="drawer-content fixed inset-y-0 start-0 z-50 w-72 max-w-[85vw] bg-white shadow-2xl focus:outline-none"
        >
          <RadixDialog.Title className="sr-only">{title}</RadixDialog.Title>
          <RadixDialog.Close
            className="absolute end-3 top-4 rounded-full p-2 text-muted hover:bg-ivory hover:text-ink"
            aria-label={t(m.closeMenu)}
          >
            <X className="h-5 w-5" aria-hidden />
          </RadixDialog.Close>
          {children(() => onOpenChange(false))}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

/** The header button that opens the menu drawer; `className` says on which screens it shows. */
export function MenuButton({ open, onOpen, className }: { open: boolean; onOpen: () => void; className?: string }) {
  const t = useT();
  return (
    <button
      type="button"
      className={`flex h-10 w-10 items-center justify-center rounded-full text-ink hover:bg-ivory ${className ?? ''}`.trimEnd()}
      aria-label={t(m.openMenu)}
      aria-expanded={open}
      onClick={onOpen}
    >
      <Menu className="h-5 w-5" aria-hidden />
    </button>
  );
}
