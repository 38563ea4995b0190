import {
  ADMIN_RESOURCES,
  adminRoleLabel,
  assignableRoles,
  canGrant,
  INVITABLE_ROLES,
  type InvitationBody,
  type InvitationState,
  type Principal,
  RESOURCE_ACTIONS,
} from '@cq/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { controlClass, Field } from '../../../../components/ui/field';
import { Panel } from '../../components/admin-page';
import { formatDateTime } from '../../components/format';
import { invitationsQuery, useInvitationChange } from '../api/invitations';

const STATE_LABEL: Record<InvitationState, string> = {
  pending: 'Waiting',
  accepted: 'Accepted',
  expired: 'Expired',
  revoked: 'Revoked',
};

const grantKey = (resource: string, action: string) => `${resource}:${action}`;

/** The grants ticked, as the server expects them: resources in order, their actions in order. */
function toPermissions(ticked: ReadonlySet<string>): InvitationBody['permissions'] {
  return ADMIN_RESOURCES.flatMap((resource) => {
    const actions = RESOURCE_ACTIONS[resource].filter((a) => ticked.has(grantKey(resource, a)));
    return actions.length ? [{ resource, actions: [...actions] }] : [];
  });
}

function InviteForm({ actor }: { actor: Principal }) {
  const change = useInvitationChange();
  const roles = assignableRoles(actor).filter((r) => INVITABLE_ROLES.includes(r));
  const [email, setEmail] = useState('');
  const [firstName, setFirstName] = useState('');
  const [lastName, setLastName] = useState('');
  const [role, setRole] = useState<string>(roles.includes('editor') ? 'editor' : (roles[0] ?? 'editor'));
  const [ticked, setTicked] = useState<Set<string>>(new Set());
  const grants = ADMIN_RESOURCES.flatMap((resource) =>
    RESOURCE_ACTIONS[resource]
      .filter((action) => canGrant(actor, resource, action))
      .map((action) => ({ resource, action })),
  );
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    change.mutate(
      { invite: { email, firstName, lastName, role, permissions: toPermissions(ticked) } },
      {
        onSuccess: () => {
          setEmail('');
          setFirstName('');
          setLastName('');
          setTicked(new Set());
        },
      },
    );
  };
  return (
    <form onSubmit={submit} noValidate className="space-y-3" aria-label="Invite someone">
      <div className="grid gap-3 sm:grid-cols-3">
        <Field id="invite-email" label="E-mail">
          <input
            id="invite-email"
            type="email"
            className={controlClass(false, 'text-sm')}
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
        </Field>
        <Field id="invite-first" label="First name">
          <input
            id="invite-first"
            className={controlClass(false, 'text-sm')}
            value={firstName}
            onChange={(e) => setFirstName(e.target.value)}
          />
        </Field>
        <Field id="invite-last" label="Last name">
          <input
            id="invite-last"
            className={controlClass(false, 'text-sm')}
            value={lastName}
            onChange={(e) => setLastName(e.target.value)}
          />
        </Field>
      </div>
      <Field id="invite-role" label="Role">
        <select
          id="invite-role"
          className={controlClass(false, 'text-sm')}
          value={role}
          onChange={(e) => setRole(e.target.value)}
        >
          {roles.map((r) => (
            <option key={r} value={r}>
              {adminRoleLabel(r)}
            </option>
          ))}
        </select>
      </Field>
      <fieldset>
        <legend className="text-sm font-semibold text-ink">Permissions</legend>
        <div className="mt-2 flex flex-wrap gap-2">
          {grants.map(({ resource, action }) => {
            const key = grantKey(resource, action);
            return (
              <label
                key={key}
                className="inline-flex min-h-11 items-center gap-2 rounded-full border border-hairline px-3 text-sm"
              >
                <input
                  type="checkbox"
                  className="h-4 w-4 accent-primary-main"
                  checked={ticked.has(key)}
                  onChange={(e) => {
                    const next = new Set(ticked);
                    if (e.target.checked) next.add(key);
                    else next.delete(key);
                    setTicked(next);
                  }}
                />
                {resource}: {action}
              </label>
            );
          })}
        </div>
      </fieldset>
      <Button type="submit" busy={change.isPending} className="px-4 py-2">
        Send invitation
      </Button>
    </form>
  );
}

/** Inviting staff by e-mail (a link to set a password, valid 72 hours), and the invitations sent. */
export function InvitationsPanel({ actor, canInvite }: { actor: Principal; canInvite: boolean }) {
  const { data } = useQuery(invitationsQuery);
  const change = useInvitationChange();
  return (
    <Panel title="Invitations">
      {canInvite ? <InviteForm actor={actor} /> : null}
      <ul className={`space-y-2 ${canInvite ? 'mt-5' : ''}`}>
        {(data ?? []).length === 0 ? <li className="text-sm text-muted">No invitations yet.</li> : null}
        {(data ?? []).map((i) => (
          <li key={i.id} className="flex flex-wrap items-center gap-3 rounded-xl bg-ivory p-3 text-sm">
            <span className="min-w-0 flex-1 break-words">
              <span className="font-semibold text-ink">
                {i.firstName} {i.lastName}
              </span>{' '}
              · {i.email} · {adminRoleLabel(i.role)}
              <span className="block text-xs text-muted">
                {STATE_LABEL[i.state]}
                {i.state === 'pending' ? ` until ${formatDateTime(i.expiresAt)}` : ''}
                {i.invitedBy ? ` · invited by ${i.invitedBy}` : ''}
              </span>
            </span>
            {canInvite && (i.state === 'pending' || i.state === 'expired') ? (
              <Button
                variant="secondary"
                className="px-3 py-1.5"
                disabled={change.isPending}
                onClick={() => change.mutate({ resend: i.id })}
              >
                Send again
              </Button>
            ) : null}
            {canInvite && i.state === 'pending' ? (
              <Button
                variant="ghost"
                className="px-3 py-1.5"
                disabled={change.isPending}
                onClick={() => change.mutate({ revoke: i.id })}
              >
                Revoke
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
    </Panel>
  );
}
