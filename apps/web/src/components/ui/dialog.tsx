import * as RadixDialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ReactNode, RefObject } from 'react';
import { useT } from '../../i18n/locale-context';
import { uiMessages as m } from './messages';
import { focusMarked, useReturnFocus } from './return-focus';

export type DialogSize = 'small' | 'medium' | 'large';

const WIDTH: Record<DialogSize, string> = {
  small: 'max-w-sm',
  medium: 'max-w-lg',
  large: 'max-w-3xl',
};

export interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  /** Read out with the title; pass null when the body already explains itself. */
  description?: ReactNode;
  children?: ReactNode;
  /** Buttons along the bottom edge. */
  footer?: ReactNode;
  size?: DialogSize;
  /** Hide the corner close button (a dialog that must be answered). */
  hideClose?: boolean;
  /** Icon or art above the title. */
  icon?: ReactNode;
  /** Whether Escape and a click outside close it (true by default). */
  dismissible?: boolean;
  /** What Escape does instead of closing (also when the dialog is not dismissible). */
  onEscape?: () => void;
  /** Where focus returns on close when the control that opened it is gone (e.g. the trigger of a closed menu). */
  returnFocusTo?: RefObject<HTMLElement | null>;
}

/**
 * The shared modal dialog: focus moves in (to the element marked
 * `data-autofocus`, else the first control) and is trapped, Escape and a click
 * outside close it, focus returns to the control that opened it, the page
 * behind is inert.
 */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  footer,
  size = 'medium',
  hideClose,
  icon,
  dismissible = true,
  onEscape,
  returnFocusTo,
}: DialogProps) {
  const t = useT();
  const block = (e: Event) => {
    if (!dismissible) e.preventDefault();
  };
  const returnFocus = useReturnFocus(open, returnFocusTo);
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="dialog-overlay fixed inset-0 z-50 bg-primary-dark/60 backdrop-blur-sm" />
        <RadixDialog.Content
          onOpenAutoFocus={focusMarked}
          onCloseAutoFocus={returnFocus}
          onEscapeKeyDown={(e) => {
            if (!onEscape) return block(e);
            e.preventDefault();
            onEscape();
          }}
          onPointerDownOutside={block}
          onInteractOutside={block}
          {...(description == null ? { 'aria-describedby': undefined } : {})}
          className={`dialog-content fixed left-1/2 top-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] ${WIDTH[size]} -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-2xl sm:p-8`}
        >
          {icon ? <div className="mb-4 flex justify-center">{icon}</div> : null}
          <RadixDialog.Title className={`font-serif text-2xl font-semibold text-ink ${icon ? 'text-center' : ''}`}>
            {title}
          </RadixDialog.Title>
          {description != null ? (
            <RadixDialog.Description className={`mt-2 text-muted ${icon ? 'text-center' : ''}`}>
              {description}
            </RadixDialog.Description>
          ) : null}
          {children ? <div className="mt-4">{children}</div> : null}
          {footer ? <div className="mt-6 flex flex-wrap justify-end gap-3">{footer}</div> : null}
          {hideClose ? null : (
            <RadixDialog.Close
              className="absolute end-3 top-3 rounded-full p-2 text-muted hover:bg-ivory hover:text-ink"
              aria-label={t(m.close)}
            >
              <X className="h-5 w-5" aria-hidden />
            </RadixDialog.Close>
          )}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
