import {
  Bell,
  CircleAlert,
  CircleCheck,
  ClipboardList,
  CreditCard,
  Info,
  type LucideIcon,
  ShieldCheck,
  Sparkles,
  TriangleAlert,
} from 'lucide-react';

/** Icon and colours per notification type, in the portal's status colours. */
export const TYPE_LOOK: Record<string, { icon: LucideIcon; tone: string }> = {
  info: { icon: Info, tone: 'bg-status-submitted/10 text-status-submitted' },
  success: { icon: CircleCheck, tone: 'bg-status-approved/10 text-status-approved' },
  warning: { icon: TriangleAlert, tone: 'bg-status-pending/10 text-status-pending' },
  error: { icon: CircleAlert, tone: 'bg-status-rejected/10 text-status-rejected' },
  payment: { icon: CreditCard, tone: 'bg-secondary-main/15 text-secondary-dark' },
  registration: { icon: ClipboardList, tone: 'bg-primary-main/10 text-primary-main' },
  review: { icon: ShieldCheck, tone: 'bg-accent-main/10 text-accent-main' },
  account: { icon: Sparkles, tone: 'bg-primary-main/10 text-primary-main' },
};
export const DEFAULT_LOOK = { icon: Bell, tone: 'bg-primary-main/10 text-primary-main' };
