import { AlertTriangle, CheckCircle2, Info, OctagonAlert } from 'lucide-react';
import type { ReactNode, RefObject } from 'react';
import { useT } from '../../i18n/locale-context';
import { Button, type ButtonVariant } from './button';
import { Dialog, type DialogSize } from './dialog';
import { uiMessages as m } from './messages';

export type ConfirmType = 'danger' | 'success' | 'warning' | 'info';

const LOOK: Record<ConfirmType, { icon: typeof Info; ring: string; button: ButtonVariant }> = {
  danger: { icon: OctagonAlert, ring: 'bg-status-rejected/10 text-status-rejected', button: 'danger' },
  success: { icon: CheckCircle2, ring: 'bg-status-approved/10 text-status-approved', button: 'success' },
  warning: { icon: AlertTriangle, ring: 'bg-status-pending/10 text-status-pending', button: 'warning' },
  info: { icon: Info, ring: 'bg-primary-main/10 text-primary-main', button: 'primary' },
};

export interface ConfirmDialogProps {
  open: boolean;
  onConfirm: () => void;
  /** Cancel, Escape, a click outside or the close button. */
  onCancel: () => void;
  title?: ReactNode;
  message?: ReactNode;
  confirmText?: string;
  cancelText?: string;
  type?: ConfirmType;
  size?: DialogSize;
  /** While the confirmed action runs: spinner on Confirm, both buttons disabled. */
  busy?: boolean;
  /** Where focus returns when the control that opened it is gone (a menu item). */
  returnFocusTo?: RefObject<HTMLElement | null>;
}

/** The one confirmation dialog of the app (defaults 'Confirm Action' / 'Are you sure you want to proceed?'). */
export function ConfirmDialog({
  open,
  onConfirm,
  onCancel,
  title,
  message,
  confirmText,
  cancelText,
  type = 'warning',
  size = 'small',
  busy = false,
  returnFocusTo,
}: ConfirmDialogProps) {
  const t = useT();
  const look = LOOK[type];
  const Icon = look.icon;
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next && !busy) onCancel();
      }}
      title={title ?? t(m.confirmTitle)}
      description={message ?? t(m.confirmMessage)}
      size={size}
      dismissible={!busy}
      returnFocusTo={returnFocusTo}
      icon={
        <span className={`flex h-14 w-14 items-center justify-center rounded-full ${look.ring}`} data-type={type}>
          <Icon className="h-7 w-7" aria-hidden />
        </span>
      }
      footer={
        <div className="flex w-full flex-col-reverse gap-3 sm:flex-row sm:justify-center">
          <Button variant="secondary" onClick={onCancel} disabled={busy} className="sm:min-w-32">
            {cancelText ?? t(m.cancel)}
          </Button>
          <Button variant={look.button} onClick={onConfirm} busy={busy} className="sm:min-w-32">
            {confirmText ?? t(m.confirm)}
          </Button>
        </div>
      }
    />
  );
}
