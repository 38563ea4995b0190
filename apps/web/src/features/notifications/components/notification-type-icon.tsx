import { DEFAULT_LOOK, TYPE_LOOK } from './notification-meta';

/** A notification's round icon in its type's colours, as the list and the dashboard's updates show it. */
export function NotificationTypeIcon({ type }: { type: string }) {
  const look = TYPE_LOOK[type] ?? DEFAULT_LOOK;
  const Icon = look.icon;
  return (
    <span className={`mt-0.5 flex h-9 w-9 shrink-0 items-center justify-center rounded-full ${look.tone}`} aria-hidden>
      <Icon className="h-4.5 w-4.5" />
    </span>
  );
}
