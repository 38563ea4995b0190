import {
  type AdminFanVote,
  CHALLENGE_VELOCITY_WINDOW_MINUTES,
  canStaff,
  DEFAULT_CHALLENGE_VELOCITY,
  DEFAULT_FREE_VOTES_PER_DAY,
  DEFAULT_VOTES_PER_ADDRESS_PER_DAY,
  type FanVoteInput,
  fanVoteInputSchema,
  type LEADERBOARD_VISIBILITY,
  REGISTRATION_CONTINENTS,
  type VoteChallengeMode,
  zonedInstant,
  zonedWallTime,
} from '@cq/shared';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { controlClass, Field } from '../../../../components/ui/field';
import { ApiError, messageOf } from '../../../../lib/api-client';
import { useSession } from '../../../session';
import { candidatesQuery, roundsQuery } from '../api/voting-admin-api';

/** Zones offered first; any other IANA zone can be typed. */
const ZONES = [
  'Africa/Lagos',
  'Africa/Johannesburg',
  'Africa/Nairobi',
  'Asia/Kolkata',
  'Asia/Manila',
  'Asia/Tokyo',
  'Australia/Sydney',
  'Europe/London',
  'Europe/Paris',
  'America/New_York',
  'America/Sao_Paulo',
  'UTC',
];

interface Draft {
  name: string;
  continent: string;
  opens: string;
  closes: string;
  timeZone: string;
  freeVotesPerDay: string;
  votesPerAddressPerDay: string;
  leaderboard: (typeof LEADERBOARD_VISIBILITY)[number];
  outcome: 'award' | 'advance';
  awardTitle: string;
  advanceCount: string;
  roundId: string;
  contestantIds: string[];
  paidEnabled: boolean;
  packCurrency: string;
  /** "10=2.00, 50=8.50": each pack's votes and price. */
  packs: string;
  capPerFan: string;
  capPerDelegate: string;
  challengeMode: VoteChallengeMode;
  challengeVotesPerWindow: string;
}

function draftOf(vote: AdminFanVote | null): Draft {
  const zone = vote?.timeZone ?? 'Africa/Lagos';
  const now = Date.now();
  return {
    name: vote?.name ?? '',
    continent: vote?.continent ?? '',
    opens: zonedWallTime(new Date(vote?.opensAt ?? now + 24 * 3600_000), zone),
    closes: zonedWallTime(new Date(vote?.closesAt ?? now + 15 * 24 * 3600_000), zone),
    timeZone: zone,
    freeVotesPerDay: String(vote?.freeVotesPerDay ?? DEFAULT_FREE_VOTES_PER_DAY),
    votesPerAddressPerDay: String(vote?.votesPerAddressPerDay ?? DEFAULT_VOTES_PER_ADDRESS_PER_DAY),
    leaderboard: vote?.leaderboard ?? 'public',
    outcome: vote?.outcome.kind ?? 'award',
    awardTitle: vote?.outcome.kind === 'award' ? vote.outcome.title : 'People’s Choice award',
    advanceCount: String(vote?.outcome.kind === 'advance' ? vote.outcome.count : 1),
    roundId: vote?.outcome.kind === 'advance' ? vote.outcome.roundId : '',
    contestantIds: vote?.delegates.map((d) => d.contestantId) ?? [],
    paidEnabled: vote?.paidVoting.enabled ?? false,
    packCurrency: vote?.paidVoting.currency ?? 'USD',
    packs: (vote?.paidVoting.packs ?? []).map((p) => `${p.votes}=${p.price.toFixed(2)}`).join(', '),
    capPerFan: vote?.paidVoting.capPerFan ? String(vote.paidVoting.capPerFan) : '',
    capPerDelegate: vote?.paidVoting.capPerDelegate ? String(vote.paidVoting.capPerDelegate) : '',
    challengeMode: vote?.challenge.mode ?? 'never',
    challengeVotesPerWindow: String(vote?.challenge.votesPerWindow ?? DEFAULT_CHALLENGE_VELOCITY),
  };
}

/** "10=2.00, 50=8.50" as packs; what cannot be read is kept as NaN for the schema to refuse. */
function packsOf(text: string): { votes: number; price: number }[] {
  return text
    .split(/[,;\n]/)
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const [votes, price] = part.split('=').map((x) => x?.trim() ?? '');
      return { votes: Number(votes), price: Number(price) };
    });
}

function inputOf(d: Draft): unknown {
  const instant = (wall: string) => {
    try {
      return zonedInstant(wall, d.timeZone).toISOString();
    } catch {
      return wall;
    }
  };
  return {
    name: d.name,
    continent: d.continent || null,
    opensAt: instant(d.opens),
    closesAt: instant(d.closes),
    timeZone: d.timeZone.trim(),
    freeVotesPerDay: Number(d.freeVotesPerDay),
    votesPerAddressPerDay: Number(d.votesPerAddressPerDay),
    leaderboard: d.leaderboard,
    outcome:
      d.outcome === 'award'
        ? { kind: 'award', title: d.awardTitle }
        : { kind: 'advance', count: Number(d.advanceCount), roundId: d.roundId },
    contestantIds: d.contestantIds,
    paidVoting: {
      enabled: d.paidEnabled,
      currency: d.packCurrency.trim().toUpperCase(),
      packs: packsOf(d.packs),
      capPerFan: d.capPerFan.trim() ? Number(d.capPerFan) : null,
      capPerDelegate: d.capPerDelegate.trim() ? Number(d.capPerDelegate) : null,
    },
    challenge: { mode: d.challengeMode, votesPerWindow: Number(d.challengeVotesPerWindow) },
  };
}

/**
 * A vote's settings: name, continent, window typed on the pageant's clock (its time zone), allowances,
 * whether the count is public, what the result does, and its delegates. Checked with the server's own schema
 * before it is sent; the server's field messages are shown where they belong.
 */
export function VoteForm({
  vote,
  onSave,
  onCancel,
  saving,
}: {
  vote: AdminFanVote | null;
  onSave: (input: FanVoteInput) => Promise<unknown>;
  onCancel?: () => void;
  saving: boolean;
}) {
  const { user } = useSession();
  const [draft, setDraft] = useState<Draft>(() => draftOf(vote));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const candidates = useQuery(candidatesQuery);
  const mayReadRounds = canStaff(user, 'judging', 'audit');
  const rounds = useQuery({ ...roundsQuery, enabled: mayReadRounds && draft.outcome === 'advance' });
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((d) => ({ ...d, [key]: value }));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setFailure(null);
    const parsed = fanVoteInputSchema.safeParse(inputOf(draft));
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues) found[String(issue.path[0])] ??= issue.message;
      setErrors(found);
      return;
    }
    setErrors({});
    try {
      await onSave(parsed.data);
    } catch (err) {
      if (err instanceof ApiError && err.errors) setErrors(err.errors);
      setFailure(messageOf(err, 'The vote could not be saved.'));
    }
  };

  const shown = (candidates.data ?? []).filter((c) => !draft.continent || c.continent === draft.continent);
  return (
    <form onSubmit={submit} noValidate aria-label={vote ? 'Vote settings' : 'New vote'} className="space-y-5">
      <div className="grid gap-5 md:grid-cols-2">
        <Field id="vote-name" label="Name" required error={errors.name}>
          <input
            id="vote-name"
            className={controlClass(Boolean(errors.name))}
            value={draft.name}
            onChange={(e) => set('name', e.target.value)}
            placeholder="Africa People’s Choice"
          />
        </Field>
        <Field id="vote-continent" label="Continent">
          <select
            id="vote-continent"
            className={controlClass(false)}
            value={draft.continent}
            onChange={(e) => set('continent', e.target.value)}
          >
            <option value="">Every continent (global)</option>
            {REGISTRATION_CONTINENTS.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </select>
        </Field>
        <Field
          id="vote-opens"
          label="Opens"
          required
          error={errors.opensAt}
          hint="On the pageant’s clock (the time zone below)"
        >
          <input
            id="vote-opens"
            type="datetime-local"
            className={controlClass(Boolean(errors.opensAt))}
            value={draft.opens}
            onChange={(e) => set('opens', e.target.value)}
          />
        </Field>
        <Field id="vote-closes" label="Closes" required error={errors.closesAt}>
          <input
            id="vote-closes"
            type="datetime-local"
            className={controlClass(Boolean(errors.closesAt))}
            value={draft.closes}
            onChange={(e) => set('closes', e.target.value)}
          />
        </Field>
        <Field
          id="vote-zone"
          label="Time zone"
          required
          error={errors.timeZone}
          hint="Voting days run midnight to midnight here"
        >
          <input
            id="vote-zone"
            list="vote-zones"
            className={controlClass(Boolean(errors.timeZone))}
            value={draft.timeZone}
            onChange={(e) => set('timeZone', e.target.value)}
          />
          <datalist id="vote-zones">
            {ZONES.map((z) => (
              <option key={z} value={z} />
            ))}
          </datalist>
        </Field>
        <Field id="vote-leaderboard" label="The count">
          <select
            id="vote-leaderboard"
            className={controlClass(false)}
            value={draft.leaderboard}
            onChange={(e) => set('leaderboard', e.target.value as Draft['leaderboard'])}
          >
            <option value="public">Public while the vote is open</option>
            <option value="hidden">Private until the vote closes</option>
          </select>
        </Field>
        <Field id="vote-free" label="Free votes per delegate per day" error={errors.freeVotesPerDay}>
          <input
            id="vote-free"
            type="number"
            min={1}
            className={controlClass(Boolean(errors.freeVotesPerDay))}
            value={draft.freeVotesPerDay}
            onChange={(e) => set('freeVotesPerDay', e.target.value)}
          />
        </Field>
        <Field
          id="vote-address"
          label="Votes per network per day"
          error={errors.votesPerAddressPerDay}
          hint="A campus or an office shares one address: allow for it"
        >
          <input
            id="vote-address"
            type="number"
            min={1}
            className={controlClass(Boolean(errors.votesPerAddressPerDay))}
            value={draft.votesPerAddressPerDay}
            onChange={(e) => set('votesPerAddressPerDay', e.target.value)}
          />
        </Field>
      </div>

      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          id="vote-challenge"
          label="Person check"
          hint="A puzzle the fan's browser solves on its own: nothing to see, no third party"
        >
          <select
            id="vote-challenge"
            className={controlClass(false)}
            value={draft.challengeMode}
            onChange={(e) => set('challengeMode', e.target.value as VoteChallengeMode)}
          >
            <option value="never">Never</option>
            <option value="always">On every vote</option>
            <option value="velocity">When an address or account votes fast</option>
          </select>
        </Field>
        {draft.challengeMode === 'velocity' ? (
          <Field
            id="vote-challenge-velocity"
            label={`Votes per ${CHALLENGE_VELOCITY_WINDOW_MINUTES} minutes before the check`}
            error={errors.challenge}
          >
            <input
              id="vote-challenge-velocity"
              type="number"
              min={1}
              className={controlClass(Boolean(errors.challenge))}
              value={draft.challengeVotesPerWindow}
              onChange={(e) => set('challengeVotesPerWindow', e.target.value)}
            />
          </Field>
        ) : null}
      </div>

      <fieldset className="rounded-xl border border-hairline p-4">
        <legend className="px-1 text-sm font-semibold text-ink">Vote packs</legend>
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" checked={draft.paidEnabled} onChange={(e) => set('paidEnabled', e.target.checked)} />
          Sell vote packs in this vote
        </label>
        <div className="mt-3 grid gap-4 sm:grid-cols-2">
          <Field
            id="vote-packs"
            label="Packs"
            hint="Votes = price, separated by commas: 10=2.00, 50=8.50"
            error={errors.paidVoting}
          >
            <input
              id="vote-packs"
              className={controlClass(Boolean(errors.paidVoting))}
              value={draft.packs}
              onChange={(e) => set('packs', e.target.value)}
            />
          </Field>
          <Field id="vote-pack-currency" label="Currency">
            <input
              id="vote-pack-currency"
              className={controlClass(false)}
              maxLength={3}
              value={draft.packCurrency}
              onChange={(e) => set('packCurrency', e.target.value)}
            />
          </Field>
          <Field id="vote-cap-fan" label="Paid votes one fan may buy" hint="Empty: no cap">
            <input
              id="vote-cap-fan"
              type="number"
              min={1}
              className={controlClass(false)}
              value={draft.capPerFan}
              onChange={(e) => set('capPerFan', e.target.value)}
            />
          </Field>
          <Field id="vote-cap-delegate" label="Paid votes one delegate may receive" hint="Empty: no cap">
            <input
              id="vote-cap-delegate"
              type="number"
              min={1}
              className={controlClass(false)}
              value={draft.capPerDelegate}
              onChange={(e) => set('capPerDelegate', e.target.value)}
            />
          </Field>
        </div>
      </fieldset>

      <fieldset className="rounded-xl border border-hairline p-4">
        <legend className="px-1 text-sm font-semibold text-ink">What the result does</legend>
        <div className="flex flex-wrap gap-5 text-sm">
          <label className="flex items-center gap-2">
            <input
              type="radio"
              name="outcome"
              checked={draft.outcome === 'award'}
              onChange={() => set('outcome', 'award')}
            />
            An award
          </label>
          <label className="flex items-center gap-2">
            <input
              type="radio"
              name="outcome"
              checked={draft.outcome === 'advance'}
              onChange={() => set('outcome', 'advance')}
            />
            Delegates go through to a judging round
          </label>
        </div>
        {draft.outcome === 'award' ? (
          <Field id="vote-award" label="Award" className="mt-4" error={errors.outcome}>
            <input
              id="vote-award"
              className={controlClass(Boolean(errors.outcome))}
              value={draft.awardTitle}
              onChange={(e) => set('awardTitle', e.target.value)}
            />
          </Field>
        ) : (
          <div className="mt-4 grid gap-5 md:grid-cols-2">
            <Field id="vote-count" label="How many go through">
              <input
                id="vote-count"
                type="number"
                min={1}
                className={controlClass(false)}
                value={draft.advanceCount}
                onChange={(e) => set('advanceCount', e.target.value)}
              />
            </Field>
            <Field id="vote-round" label="Into the round" error={errors.outcome}>
              <select
                id="vote-round"
                className={controlClass(Boolean(errors.outcome))}
                value={draft.roundId}
                onChange={(e) => set('roundId', e.target.value)}
              >
                <option value="">Choose a round</option>
                {(rounds.data ?? []).map((r) => (
                  <option key={r.id} value={r.id}>
                    {r.continent ?? 'Global finale'} — {r.name} ({r.season})
                  </option>
                ))}
              </select>
            </Field>
          </div>
        )}
      </fieldset>

      <fieldset className="rounded-xl border border-hairline p-4">
        <legend className="px-1 text-sm font-semibold text-ink">Delegates ({draft.contestantIds.length} chosen)</legend>
        {errors.contestantIds ? (
          <p role="alert" className="mb-2 text-sm text-status-rejected">
            {errors.contestantIds}
          </p>
        ) : null}
        {candidates.isPending ? (
          <p className="text-sm text-muted">Loading the published delegates...</p>
        ) : shown.length === 0 ? (
          <p className="text-sm text-muted">
            No published delegate{draft.continent ? ` of ${draft.continent}` : ''} yet: publish profiles from the
            contestants’ records first.
          </p>
        ) : (
          <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
            {shown.map((c) => (
              <li key={c.contestantId}>
                <label className="flex items-center gap-2 rounded-lg px-2 py-1.5 text-sm hover:bg-ivory">
                  <input
                    type="checkbox"
                    checked={draft.contestantIds.includes(c.contestantId)}
                    onChange={(e) =>
                      set(
                        'contestantIds',
                        e.target.checked
                          ? [...draft.contestantIds, c.contestantId]
                          : draft.contestantIds.filter((id) => id !== c.contestantId),
                      )
                    }
                  />
                  <span>
                    {c.name} <span className="text-muted">· {c.country}</span>
                  </span>
                </label>
              </li>
            ))}
          </ul>
        )}
      </fieldset>

      {failure ? (
        <p role="alert" className="rounded-xl bg-status-rejected/10 p-3 text-sm text-status-rejected">
          {failure}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" busy={saving}>
          {vote ? 'Save changes' : 'Create vote'}
        </Button>
        {onCancel ? (
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
        ) : null}
      </div>
    </form>
  );
}
