import { roleRank } from '@cq/shared';
import { useT } from '#web/i18n/locale-context';
import { usersMessages as m } from '../messages';
import { useRoleLabel } from '../use-words';

/** Staff roles stand out by rank; an ordinary account stays quiet. */
const LOOK = [
  'bg-ivory text-muted',
  'bg-status-submitted/10 text-status-submitted',
  'bg-status-approved/10 text-status-approved',
  'bg-secondary-main/15 text-secondary-contrast',
  'bg-primary-main/10 text-primary-main',
  'bg-accent-main/10 text-accent-dark',
];

export function RoleBadge({ role }: { role: string }) {
  const roleLabel = useRoleLabel();
  return (
    <span className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ${LOOK[roleRank(role)] ?? LOOK[0]}`}>
      {roleLabel(role)}
    </span>
  );
}

/** Active or deactivated, with a dot so the state does not rest on colour alone. */
export function ActiveState({ active }: { active: boolean }) {
  const t = useT();
  return (
    <span
      className={`inline-flex items-center gap-1.5 text-xs font-medium ${active ? 'text-status-approved' : 'text-status-rejected'}`}
    >
      <span className={`h-2 w-2 rounded-full ${active ? 'bg-status-approved' : 'bg-status-rejected'}`} aria-hidden />
      {t(active ? m.active : m.deactivated)}
    </span>
  );
}
