import { unreadBadgeText } from '@cq/shared';
import { Bell } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useT } from '../../../i18n/locale-context';
import { useUnreadCount } from '../api/unread-count';
import { notificationsMessages as m } from '../messages';
import { usePolling } from '../polling/portal-polling';
import { NotificationPanel } from './notification-panel';

/**
 * The header's bell: the unread count as a badge ('9+' above 9) and the
 * panel it opens. Escape, a click outside or following a link closes it;
 * focus goes into the panel and back to the bell. Tabbing out of the panel
 * closes it too: on a phone it covers the page, and focus must not wander to
 * controls hidden beneath it.
 */
export function NotificationBell() {
  const t = useT();
  const [open, setOpen] = useState(false);
  const count = useUnreadCount().data ?? 0;
  const badge = unreadBadgeText(count);
  const { request } = usePolling();
  const panelId = useId();
  const wrapper = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);

  const close = (refocus = true) => {
    setOpen(false);
    if (refocus) button.current?.focus();
  };

  useEffect(() => {
    if (!open) return;
    panel.current?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        setOpen(false);
        button.current?.focus();
      }
    };
    const onPointer = (e: PointerEvent) => {
      if (wrapper.current && !wrapper.current.contains(e.target as Node)) setOpen(false);
    };
    const onFocusOut = (e: FocusEvent) => {
      const next = e.relatedTarget as Node | null;
      if (next && !wrapper.current?.contains(next)) setOpen(false);
    };
    const frame = wrapper.current;
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    frame?.addEventListener('focusout', onFocusOut);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
      frame?.removeEventListener('focusout', onFocusOut);
    };
  }, [open]);

  return (
    <div ref={wrapper} className="relative">
      <button
        ref={button}
        type="button"
        aria-label={count > 0 ? t(m.bellUnread, { count }) : t(m.bell)}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        aria-haspopup="dialog"
        onClick={() => {
          if (!open) request('notifications');
          setOpen((v) => !v);
        }}
        className={`relative flex h-10 w-10 items-center justify-center rounded-full text-ink transition-colors hover:bg-ivory ${
          open ? 'bg-ivory text-primary-main' : ''
        }`}
      >
        <Bell className="h-5 w-5" aria-hidden />
        {badge ? (
          <span
            data-testid="unread-badge"
            className="absolute -end-0.5 -top-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-accent-main px-1 text-[11px] font-bold leading-none text-accent-contrast ring-2 ring-white"
            aria-hidden
          >
            {badge}
          </span>
        ) : null}
      </button>
      {open ? <NotificationPanel ref={panel} id={panelId} onClose={() => close(false)} /> : null}
    </div>
  );
}
