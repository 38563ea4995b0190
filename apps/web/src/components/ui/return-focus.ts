import { useLayoutEffect, useRef } from 'react';

/**
 * Focus goes back to the control that opened a dialog or menu when it closes, so a keyboard or screen-reader user
 * carries on where they were instead of at the top of the page. The opener is the element focused when `open`
 * turns true (before the dialog moves focus in); `fallback` is used when that element is gone (a menu item whose
 * menu has closed). Pass the returned handler as a Radix Content's `onCloseAutoFocus`.
 */
export function useReturnFocus(open: boolean, fallback?: React.RefObject<HTMLElement | null>) {
  const opener = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (!open) return;
    const active = document.activeElement;
    opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
  }, [open]);
  return (event: Event) => {
    const target = [opener.current, fallback?.current].find((el) => el?.isConnected);
    if (!target) return;
    event.preventDefault();
    target.focus();
  };
}

/** Moves first focus to the element marked `data-autofocus` inside a dialog, when there is one. */
export function focusMarked(event: Event) {
  const content = event.currentTarget as HTMLElement | null;
  const marked = content?.querySelector<HTMLElement>('[data-autofocus]');
  if (!marked) return;
  event.preventDefault();
  marked.focus();
}
