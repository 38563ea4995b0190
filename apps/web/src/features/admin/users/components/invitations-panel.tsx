import {
  ADMIN_RESOURCES,
  assignableRoles,
  canGrant,
  INVITABLE_ROLES,
  type Invitation,
  type InvitationBody,
  type PermissionEntry,
  type Principal,
  permissionSentences,
  presetName,
  RESOURCE_ACTIONS,
  ROLE_PRESETS,
  type RolePresetId,
  rolePreset,
} from '@cq/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '#web/components/ui/button';
import { controlClass, Field } from '#web/components/ui/field';
import { useT, useText } from '#web/i18n/locale-context';
import { Panel } from '../../components/admin-page';
import { useAdminFormat } from '../../components/format';
import { invitableRoundsQuery, invitationsQuery, useInvitationChange } from '../api/invitations';
import { invitationMessages as m } from '../invitation-messages';
import { useRoleLabel } from '../use-words';

const grantKey = (resource: string, action: string) => `${resource}:${action}`;

/** The grants ticked, as the server expects them: resources in order, their actions in order. */
function toPermissions(ticked: ReadonlySet<string>): InvitationBody['permissions'] {
  return ADMIN_RESOURCES.flatMap((resource) => {
    const actions = RESOURCE_ACTIONS[resource].filter((a) => ticked.has(grantKey(resource, a)));
    return actions.length ? [{ resource, actions: [...actions] }] : [];
  });
}

/** A preset is offered when the inviter holds every permission it gives (the server refuses the others). */
const mayGive = (actor: Principal, permissions: readonly PermissionEntry[]) =>
  permissions.every((e) => e.actions.every((a) => canGrant(actor, e.resource, a)));

function Sentences({ permissions }: { permissions: readonly PermissionEntry[] }) {
  const text = useText();
  return (
    <ul className="mt-1 list-disc space-y-0.5 ps-5 text-sm text-ink">
      {permissionSentences(permissions).map((s) => (
        <li key={s}>{text(s)}</li>
      ))}
    </ul>
  );
}

function RoundsChoice({ chosen, onChange }: { chosen: string[]; onChange: (ids: string[]) => void }) {
  const t = useT();
  const { data } = useQuery(invitableRoundsQuery);
  return (
    <fieldset>
      <legend className="text-sm font-semibold text-ink">{t(m.rounds)}</legend>
      {data && data.length === 0 ? (
        <p className="mt-1 text-sm text-muted">{t(m.noRounds)}</p>
      ) : (
        <>
          <p className="mt-1 text-xs text-muted">{t(m.roundsHint)}</p>
          <div className="mt-2 grid gap-2 sm:grid-cols-2">
            {(data ?? []).map((r) => (
              <label
                key={r.id}
                className="flex min-h-11 items-center gap-2 rounded-xl border border-hairline px-3 text-sm"
              >
                <input
                  type="checkbox"
                  className="h-4 w-4 accent-primary-main"
                  checked={chosen.includes(r.id)}
                  onChange={(e) => onChange(e.target.checked ? [...chosen, r.id] : chosen.filter((id) => id !== r.id))}
                />
                {r.name} · {r.season}
              </label>
            ))}
          </div>
        </>
      )}
    </fieldset>
  );
}

function InviteForm({ actor }: { actor: Principal }) {
  const t = useT();
  const text = useText();
  const change = useInvitationChange();
  const roleLabel = useRoleLabel();
  const roles = assignableRoles(actor).filter((r) => INVITABLE_ROLES.includes(r));
  const presets = ROLE_PRESETS.filter((p) => mayGive(actor, p.permissions) && roles.includes(p.role as never));
  const [email, setEmail] = useState('');
  const [firstName, setFirstName] = useState('');
  const [lastName, setLastName] = useState('');
  const [presetId, setPresetId] = useState<RolePresetId>(presets[0]?.id ?? 'custom');
  const [role, setRole] = useState<string>(roles.includes('editor') ? 'editor' : (roles[0] ?? 'editor'));
  const [ticked, setTicked] = useState<Set<string>>(new Set());
  const [roundIds, setRoundIds] = useState<string[]>([]);
  const preset = rolePreset(presetId);
  const custom = presetId === 'custom';
  const grants = ADMIN_RESOURCES.flatMap((resource) =>
    RESOURCE_ACTIONS[resource]
      .filter((action) => canGrant(actor, resource, action))
      .map((action) => ({ resource, action })),
  );
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const grant = custom
      ? { role, permissions: toPermissions(ticked) }
      : { role: preset?.role ?? 'editor', permissions: preset?.permissions ?? [] };
    change.mutate(
      {
        invite: {
          email,
          firstName,
          lastName,
          ...grant,
          preset: presetId,
          ...(preset?.judgesRounds ? { roundIds } : {}),
        },
      },
      {
        onSuccess: () => {
          setEmail('');
          setFirstName('');
          setLastName('');
          setTicked(new Set());
          setRoundIds([]);
        },
      },
    );
  };
  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-label={t(m.form)}>
      <div className="grid gap-3 sm:grid-cols-3">
        <Field id="invite-email" label={t(m.email)}>
          <input
            id="invite-email"
            type="email"
            className={controlClass(false, 'text-sm')}
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
        </Field>
        <Field id="invite-first" label={t(m.firstName)}>
          <input
            id="invite-first"
            className={controlClass(false, 'text-sm')}
            value={firstName}
            onChange={(e) => setFirstName(e.target.value)}
          />
        </Field>
        <Field id="invite-last" label={t(m.lastName)}>
          <input
            id="invite-last"
            className={controlClass(false, 'text-sm')}
            value={lastName}
            onChange={(e) => setLastName(e.target.value)}
          />
        </Field>
      </div>
      <Field id="invite-preset" label={t(m.job)}>
        <select
          id="invite-preset"
          className={controlClass(false, 'text-sm')}
          value={presetId}
          onChange={(e) => setPresetId(e.target.value as RolePresetId)}
        >
          {presets.map((p) => (
            <option key={p.id} value={p.id}>
              {text(p.name)}
            </option>
          ))}
        </select>
      </Field>
      {preset ? (
        <div className="rounded-xl bg-ivory p-3" aria-live="polite">
          <p className="text-sm text-muted">{text(preset.description)}</p>
          {custom ? null : (
            <>
              <p className="mt-2 text-sm font-semibold text-ink">{t(m.allows)}</p>
              <Sentences permissions={preset.permissions} />
            </>
          )}
        </div>
      ) : null}
      {custom ? (
        <>
          <Field id="invite-role" label={t(m.role)}>
            <select
              id="invite-role"
              className={controlClass(false, 'text-sm')}
              value={role}
              onChange={(e) => setRole(e.target.value)}
            >
              {roles.map((r) => (
                <option key={r} value={r}>
                  {roleLabel(r)}
                </option>
              ))}
            </select>
          </Field>
          <fieldset>
            <legend className="text-sm font-semibold text-ink">{t(m.permissions)}</legend>
            <div className="mt-2 grid gap-2 sm:grid-cols-2">
              {grants.map(({ resource, action }) => {
                const key = grantKey(resource, action);
                return (
                  <label
                    key={key}
                    className="flex min-h-11 items-center gap-2 rounded-xl border border-hairline px-3 py-2 text-sm"
                  >
                    <input
                      type="checkbox"
                      className="h-4 w-4 shrink-0 accent-primary-main"
                      checked={ticked.has(key)}
                      onChange={(e) => {
                        const next = new Set(ticked);
                        if (e.target.checked) next.add(key);
                        else next.delete(key);
                        setTicked(next);
                      }}
                    />
                    {text(permissionSentences([{ resource, actions: [action] }])[0] ?? key)}
                  </label>
                );
              })}
            </div>
          </fieldset>
        </>
      ) : null}
      {preset?.judgesRounds ? <RoundsChoice chosen={roundIds} onChange={setRoundIds} /> : null}
      <Button type="submit" busy={change.isPending} className="px-4 py-2">
        {t(m.send)}
      </Button>
    </form>
  );
}

/** What one invitation gave, in words: the job, its permissions as sentences, a judge's rounds. */
function Given({ invitation }: { invitation: Invitation }) {
  const t = useT();
  const text = useText();
  const sentences = permissionSentences(invitation.permissions).map(text);
  return (
    <span className="mt-1 block text-xs text-ink">
      {t(m.given, { list: sentences.length > 0 ? sentences.join('; ') : t(m.nothingGiven) })}
      {invitation.rounds.length > 0 ? (
        <span className="block">{t(m.judges, { rounds: invitation.rounds.map((r) => r.name).join(', ') })}</span>
      ) : null}
    </span>
  );
}

/** Inviting staff by e-mail (a link to set a password, valid 72 hours), and the invitations sent. */
export function InvitationsPanel({ actor, canInvite }: { actor: Principal; canInvite: boolean }) {
  const t = useT();
  const text = useText();
  const { data } = useQuery(invitationsQuery);
  const change = useInvitationChange();
  const roleLabel = useRoleLabel();
  const dates = useAdminFormat();
  const jobName = (i: Invitation) => {
    const preset = presetName(i.preset);
    return preset ? text(preset) : roleLabel(i.role);
  };
  const stateLine = (i: Invitation) =>
    i.state === 'pending' ? t(m.pending, { date: dates.dateTime(i.expiresAt) }) : t(m[i.state]);
  return (
    <Panel title={t(m.title)}>
      {canInvite ? <InviteForm actor={actor} /> : null}
      <ul className={`space-y-2 ${canInvite ? 'mt-5' : ''}`}>
        {(data ?? []).length === 0 ? <li className="text-sm text-muted">{t(m.none)}</li> : null}
        {(data ?? []).map((i) => (
          <li key={i.id} className="flex flex-wrap items-center gap-3 rounded-xl bg-ivory p-3 text-sm">
            <span className="min-w-0 flex-1 break-words">
              <span className="font-semibold text-ink">
                {i.firstName} {i.lastName}
              </span>{' '}
              · {i.email} · <span className="font-semibold">{jobName(i)}</span>
              <Given invitation={i} />
              <span className="block text-xs text-muted">
                {stateLine(i)}
                {i.invitedBy ? ` · ${t(m.invitedBy, { name: i.invitedBy })}` : ''}
              </span>
            </span>
            {canInvite && (i.state === 'pending' || i.state === 'expired') ? (
              <Button
                variant="secondary"
                className="px-3 py-1.5"
                disabled={change.isPending}
                onClick={() => change.mutate({ resend: i.id })}
              >
                {t(m.sendAgain)}
              </Button>
            ) : null}
            {canInvite && i.state === 'pending' ? (
              <Button
                variant="ghost"
                className="px-3 py-1.5"
                disabled={change.isPending}
                onClick={() => change.mutate({ revoke: i.id })}
              >
                {t(m.revoke)}
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
    </Panel>
  );
}
