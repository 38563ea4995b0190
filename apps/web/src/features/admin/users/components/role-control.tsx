import { type AdminUser, assignableRoles, canChangeUser, normaliseRole, type Principal, type Role } from '@cq/shared';
import { useState } from 'react';
import { Button } from '#web/components/ui/button';
import { controlClass } from '#web/components/ui/field';
import { useT } from '#web/i18n/locale-context';
import { useChangeRole } from '../api/change-role';
import { usersMessages as m } from '../messages';
import { useRoleLabel } from '../use-words';

/**
 * The role select offers only the roles the actor may give (none above their
 * own rank), and is disabled, with the reason, for a user who ranks above them.
 * The server applies the same rules and also keeps the last super admin.
 */
export function RoleControl({ actor, user }: { actor: Principal; user: AdminUser }) {
  const t = useT();
  const roleLabel = useRoleLabel();
  const current = normaliseRole(user.role);
  const [role, setRole] = useState(current);
  const change = useChangeRole(user._id);
  const allowed = canChangeUser(actor, user);
  const roles: string[] = allowed ? assignableRoles(actor) : [current];
  const own = roleLabel(actor.role ?? 'user');
  const hint = t(allowed ? m.roleHintAllowed : m.roleHintAbove, { own });

  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        change.mutate(role as Role);
      }}
    >
      <label htmlFor="user-role" className="mb-1.5 block text-sm font-semibold text-ink">
        {t(m.role)}
      </label>
      <div className="flex flex-wrap gap-3">
        <select
          id="user-role"
          className={controlClass(false, 'min-w-48 flex-1 basis-48 py-2 text-sm')}
          value={role}
          onChange={(e) => setRole(e.target.value)}
          disabled={!allowed || change.isPending}
          aria-describedby="user-role-hint"
        >
          {roles.map((r) => (
            <option key={r} value={r}>
              {roleLabel(r)}
            </option>
          ))}
        </select>
        {allowed ? (
          <Button type="submit" className="px-5 py-2" busy={change.isPending} disabled={role === current}>
            {t(m.changeRole)}
          </Button>
        ) : null}
      </div>
      <p id="user-role-hint" className="mt-1.5 text-xs text-muted">
        {hint}
      </p>
    </form>
  );
}
