import {
  ADMIN_RESOURCES,
  type AdminResource,
  type AdminUser,
  canGrant,
  hasPermission,
  type PermissionEntry,
  type Principal,
  RESOURCE_ACTIONS,
  roleRank,
} from '@cq/shared';
import { useMemo, useState } from 'react';
import { Button } from '#web/components/ui/button';
import { useFormat } from '#web/i18n/format';
import { useT } from '#web/i18n/locale-context';
import { useSavePermissions } from '../api/save-permissions';
import { usersMessages as m } from '../messages';
import { usePermissionWords } from '../use-words';

const COLUMNS = ['read', 'update', 'export', 'manage'] as const;
type Grid = Record<AdminResource, string[]>;

function toGrid(permissions: readonly PermissionEntry[]): Grid {
  const grid = Object.fromEntries(ADMIN_RESOURCES.map((r) => [r, [] as string[]])) as Grid;
  for (const e of permissions) {
    if (e.resource in grid)
      grid[e.resource as AdminResource] = e.actions.includes('manage') ? ['manage'] : [...e.actions];
  }
  return grid;
}

/** The body the server expects: resources in order, their actions in order, 'manage' alone; empty rows left out. */
export function toPermissions(grid: Grid): PermissionEntry[] {
  return ADMIN_RESOURCES.filter((r) => grid[r].length > 0).map((r) => ({
    resource: r,
    actions: grid[r].includes('manage') ? ['manage'] : RESOURCE_ACTIONS[r].filter((a) => grid[r].includes(a)),
  }));
}

/**
 * A grid of resources × actions. A box is enabled when the actor may grant
 * that action (developer and super admin: all; others: what they hold) or the
 * user already has it (taking away is never an escalation). 'manage' covers
 * the whole row.
 */
export function PermissionEditor({ actor, user, editable }: { actor: Principal; user: AdminUser; editable: boolean }) {
  const t = useT();
  const words = usePermissionWords();
  const original = useMemo(() => toGrid(user.permissions), [user.permissions]);
  const [grid, setGrid] = useState(original);
  const save = useSavePermissions(user._id);
  const held: Principal = { role: 'user', permissions: user.permissions };
  const dirty = JSON.stringify(toPermissions(grid)) !== JSON.stringify(toPermissions(original));

  const toggle = (r: AdminResource, action: string, on: boolean) =>
    setGrid((g) => ({
      ...g,
      [r]: action === 'manage' ? (on ? ['manage'] : []) : on ? [...g[r], action] : g[r].filter((a) => a !== action),
    }));

  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate(toPermissions(grid));
      }}
    >
      {roleRank(user.role) >= roleRank('super admin') ? (
        <p className="mb-3 text-xs text-muted">{t(m.passesEveryCheck)}</p>
      ) : null}
      <div className="overflow-x-auto">
        <table className="w-full min-w-[26rem] border-collapse text-sm">
          <caption className="sr-only">{t(m.permissionsCaption)}</caption>
          <thead>
            <tr className="text-xs uppercase tracking-wide text-muted">
              <th scope="col" className="py-2 pe-3 text-start font-semibold">
                {t(m.resource)}
              </th>
              {COLUMNS.map((a) => (
                <th key={a} scope="col" className="px-2 py-2 text-center font-semibold">
                  {words.action(a)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {ADMIN_RESOURCES.map((r) => {
              const managed = grid[r].includes('manage');
              return (
                <tr key={r} className="border-t border-hairline">
                  <th scope="row" className="py-2 pe-3 text-start font-medium capitalize text-ink">
                    {words.resource(r)}
                  </th>
                  {COLUMNS.map((a) => {
                    const applies = a === 'manage' || (RESOURCE_ACTIONS[r] as readonly string[]).includes(a);
                    if (!applies) {
                      return (
                        <td key={a} className="px-2 py-2 text-center text-muted">
                          <span aria-hidden>—</span>
                          <span className="sr-only">
                            {t(m.hasNo, { resource: words.resource(r), action: words.action(a) })}
                          </span>
                        </td>
                      );
                    }
                    const implied = a !== 'manage' && managed;
                    const mayChange = canGrant(actor, r, a) || hasPermission(held, r, a);
                    return (
                      <td key={a} className="px-2 py-2 text-center">
                        <input
                          type="checkbox"
                          className="h-4 w-4 accent-primary-main"
                          aria-label={t(m.grantLabel, { resource: words.resource(r), action: words.action(a) })}
                          checked={implied || grid[r].includes(a)}
                          disabled={!editable || implied || !mayChange || save.isPending}
                          onChange={(e) => toggle(r, a, e.target.checked)}
                        />
                      </td>
                    );
                  })}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {editable ? (
        <div className="mt-4 flex flex-wrap items-center gap-3">
          <Button type="submit" className="px-5 py-2" busy={save.isPending} disabled={!dirty}>
            {t(m.savePermissions)}
          </Button>
          <Button
            variant="ghost"
            className="px-4 py-2"
            disabled={!dirty || save.isPending}
            onClick={() => setGrid(original)}
          >
            {t(m.undoChanges)}
          </Button>
          <p className="text-xs text-muted">{t(m.greyedBoxes)}</p>
        </div>
      ) : null}
    </form>
  );
}

/** The permissions as text, for staff who may read users but not change them. */
export function PermissionSummary({ permissions }: { permissions: readonly PermissionEntry[] }) {
  const t = useT();
  const words = usePermissionWords();
  const format = useFormat();
  if (permissions.length === 0) return <p className="text-sm text-muted">{t(m.noPermissions)}</p>;
  return (
    <ul className="space-y-1 text-sm">
      {permissions.map((e) => (
        <li key={e.resource}>
          <span className="font-medium capitalize text-ink">{words.resource(e.resource)}</span>
          <span className="text-muted">
            {t(m.actionsHeld, { actions: format.list(e.actions.map(words.action), 'unit') })}
          </span>
        </li>
      ))}
    </ul>
  );
}
