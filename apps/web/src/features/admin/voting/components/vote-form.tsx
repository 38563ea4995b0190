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
  MAX_VOTE_PACKS,
  REGISTRATION_CONTINENTS,
  type Translations,
  type VoteChallengeMode,
  zonedInstant,
  zonedWallTime,
} from '@cq/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { type FieldErrors, type Resolver, useFieldArray, useForm } from 'react-hook-form';
import { Button } from '#web/components/ui/button';
import { controlClass, describedBy, Field } from '#web/components/ui/field';
import { useContinentLabel } from '#web/i18n/common-messages';
import { useCountryName } from '#web/i18n/format';
import { useT, useText } from '#web/i18n/locale-context';
import { ApiError, messageOf } from '#web/lib/api-client';
import { useSession } from '../../../session';
import { TIME_ZONE_CHOICES } from '../../components/time-zones';
import { LanguageVersions } from '../../settings/components/language-versions';
import { candidatesQuery, roundsQuery } from '../api/voting-admin-api';
import { votingMessages as m } from '../messages';

interface PackRow {
  votes: string;
  price: string;
}

interface Draft {
  name: string;
  /** The name in the other languages staff give it in. */
  translations: Translations<{ name: string }>;
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
  /** One row per pack: its number of votes and its price, as typed. */
  packs: PackRow[];
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
    translations: vote?.translations ?? {},
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
    packs: (vote?.paidVoting.packs ?? []).map((p) => ({ votes: String(p.votes), price: p.price.toFixed(2) })),
    capPerFan: vote?.paidVoting.capPerFan ? String(vote.paidVoting.capPerFan) : '',
    capPerDelegate: vote?.paidVoting.capPerDelegate ? String(vote.paidVoting.capPerDelegate) : '',
    challengeMode: vote?.challenge.mode ?? 'never',
    challengeVotesPerWindow: String(vote?.challenge.votesPerWindow ?? DEFAULT_CHALLENGE_VELOCITY),
  };
}

/** A typed number; an empty box is no number, which the rule asks for by name. */
const numberOf = (typed: string) => (typed.trim() ? Number(typed) : Number.NaN);

/** Where a rule's message is shown: the pack rows and the paid-voting boxes by their own names. */
function errorKey(path: readonly PropertyKey[]): string {
  const [head, second, index, field] = path.map(String);
  // A version's field is named in full (translations.fr.name), beside its language.
  if (head === 'translations') return path.map(String).join('.');
  if (head !== 'paidVoting') return String(head);
  if (second === 'packs') return index !== undefined && field ? `packs.${index}.${field}` : 'packsList';
  return (
    { currency: 'packCurrency', capPerFan: 'capPerFan', capPerDelegate: 'capPerDelegate' }[second ?? ''] ?? 'paidVoting'
  );
}

/** The form checked with the server's own schema: a vote's whole input is built, then parsed. */
const resolver: Resolver<Draft, unknown, FanVoteInput> = async (values) => {
  const parsed = fanVoteInputSchema.safeParse(inputOf(values));
  if (parsed.success) return { values: parsed.data, errors: {} };
  const errors: Record<string, unknown> = {};
  const rows: Record<string, { type: string; message: string }>[] = [];
  for (const issue of parsed.error.issues) {
    const key = errorKey(issue.path);
    const found = { type: issue.code, message: issue.message };
    const row = /^packs\.(\d+)\.(\w+)$/.exec(key);
    if (row) {
      const at = Number(row[1]);
      rows[at] ??= {};
      (rows[at] as Record<string, typeof found>)[row[2] as string] ??= found;
    } else errors[key] ??= found;
  }
  if (rows.length) errors.packs = rows;
  return { values: {}, errors: errors as FieldErrors<Draft> };
};

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
    translations: d.translations,
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
      packs: d.packs.map((p) => ({ votes: numberOf(p.votes), price: numberOf(p.price) })),
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
  const text = useText();
  const t = useT();
  const continentName = useContinentLabel();
  const countryName = useCountryName();
  const form = useForm<Draft, unknown, FanVoteInput>({ resolver, defaultValues: draftOf(vote) });
  const { register, watch, setValue } = form;
  const packRows = useFieldArray({ control: form.control, name: 'packs' });
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const draft = watch();
  const candidates = useQuery(candidatesQuery);
  const mayReadRounds = canStaff(user, 'judging', 'audit');
  const rounds = useQuery({ ...roundsQuery, enabled: mayReadRounds && draft.outcome === 'advance' });
  const found = form.formState.errors as Record<string, { message?: string } | undefined>;
  // The rule's messages first; the server's answer fills what the rule could not know.
  const errors: Record<string, string | undefined> = { ...serverErrors };
  for (const [key, value] of Object.entries(found)) if (value?.message) errors[key] = value.message;
  const rowError = (index: number, field: keyof PackRow) => form.formState.errors.packs?.[index]?.[field]?.message;

  const submit = form.handleSubmit(async (input) => {
    setFailure(null);
    setServerErrors({});
    try {
      await onSave(input);
    } catch (err) {
      if (err instanceof ApiError && err.errors) setServerErrors(err.errors);
      setFailure(messageOf(err, t(m.saveFailed)));
    }
  });

  const shown = (candidates.data ?? []).filter((c) => !draft.continent || c.continent === draft.continent);
  return (
    <form onSubmit={submit} noValidate aria-label={vote ? t(m.formSettings) : t(m.newVote)} className="space-y-5">
      <div className="grid gap-5 md:grid-cols-2">
        <Field id="vote-name" label={t(m.name)} required error={errors.name}>
          <input
            id="vote-name"
            className={controlClass(Boolean(errors.name))}
            {...register('name')}
            placeholder={t(m.namePlaceholder)}
          />
        </Field>
        <Field id="vote-continent" label={t(m.continent)}>
          <select id="vote-continent" className={controlClass(false)} {...register('continent')}>
            <option value="">{t(m.everyContinentGlobal)}</option>
            {REGISTRATION_CONTINENTS.map((c) => (
              <option key={c} value={c}>
                {continentName(c)}
              </option>
            ))}
          </select>
        </Field>
        <div className="md:col-span-2 md:row-start-2">
          <LanguageVersions
            id="vote-name"
            parts={[{ key: 'name', label: t(m.name) }]}
            english={{ name: draft.name }}
            value={draft.translations as Parameters<typeof LanguageVersions>[0]['value']}
            onChange={(next) => setValue('translations', next as Draft['translations'], { shouldDirty: true })}
            errorOf={(locale, part) => errors[`translations.${locale}.${part}`]}
          />
        </div>
        <Field id="vote-opens" label={t(m.opens)} required error={errors.opensAt} hint={t(m.opensHint)}>
          <input
            id="vote-opens"
            type="datetime-local"
            className={controlClass(Boolean(errors.opensAt))}
            {...register('opens')}
          />
        </Field>
        <Field id="vote-closes" label={t(m.closes)} required error={errors.closesAt}>
          <input
            id="vote-closes"
            type="datetime-local"
            className={controlClass(Boolean(errors.closesAt))}
            {...register('closes')}
          />
        </Field>
        <Field id="vote-zone" label={t(m.timeZone)} required error={errors.timeZone} hint={t(m.timeZoneHint)}>
          <input
            id="vote-zone"
            list="vote-zones"
            className={controlClass(Boolean(errors.timeZone))}
            {...register('timeZone')}
          />
          <datalist id="vote-zones">
            {TIME_ZONE_CHOICES.map((z) => (
              <option key={z} value={z} />
            ))}
          </datalist>
        </Field>
        <Field id="vote-leaderboard" label={t(m.leaderboard)}>
          <select id="vote-leaderboard" className={controlClass(false)} {...register('leaderboard')}>
            <option value="public">{t(m.leaderboardPublic)}</option>
            <option value="hidden">{t(m.leaderboardHidden)}</option>
          </select>
        </Field>
        <Field id="vote-free" label={t(m.freeVotes)} error={errors.freeVotesPerDay}>
          <input
            id="vote-free"
            type="number"
            min={1}
            className={controlClass(Boolean(errors.freeVotesPerDay))}
            {...register('freeVotesPerDay')}
          />
        </Field>
        <Field id="vote-address" label={t(m.addressVotes)} error={errors.votesPerAddressPerDay} hint={t(m.addressHint)}>
          <input
            id="vote-address"
            type="number"
            min={1}
            className={controlClass(Boolean(errors.votesPerAddressPerDay))}
            {...register('votesPerAddressPerDay')}
          />
        </Field>
      </div>

      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="vote-challenge" label={t(m.challenge)} hint={t(m.challengeHint)}>
          <select id="vote-challenge" className={controlClass(false)} {...register('challengeMode')}>
            <option value="never">{t(m.challengeNever)}</option>
            <option value="always">{t(m.challengeAlways)}</option>
            <option value="velocity">{t(m.challengeVelocity)}</option>
          </select>
        </Field>
        {draft.challengeMode === 'velocity' ? (
          <Field
            id="vote-challenge-velocity"
            label={t(m.challengeThreshold, { minutes: CHALLENGE_VELOCITY_WINDOW_MINUTES })}
            error={errors.challenge}
          >
            <input
              id="vote-challenge-velocity"
              type="number"
              min={1}
              className={controlClass(Boolean(errors.challenge))}
              {...register('challengeVotesPerWindow')}
            />
          </Field>
        ) : null}
      </div>

      <fieldset className="rounded-xl border border-hairline p-4">
        <legend className="px-1 text-sm font-semibold text-ink">{t(m.packs)}</legend>
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" {...register('paidEnabled')} />
          {t(m.sellPacks)}
        </label>
        <div className="mt-3 space-y-3">
          <p className="text-sm font-semibold text-ink" id="vote-packs-heading">
            {t(m.packsOnSale)}
          </p>
          {packRows.fields.length === 0 ? (
            <p className="text-sm text-muted">{t(m.noPack)}</p>
          ) : (
            <ol aria-labelledby="vote-packs-heading" className="space-y-3">
              {packRows.fields.map((row, index) => (
                <li
                  key={row.id}
                  className="grid grid-cols-2 items-start gap-3 sm:flex sm:flex-wrap"
                  aria-label={t(m.pack, { number: index + 1 })}
                >
                  <Field
                    id={`vote-pack-${index}-votes`}
                    label={t(m.packVotes, { number: index + 1 })}
                    error={rowError(index, 'votes')}
                    className="sm:w-36"
                  >
                    <input
                      id={`vote-pack-${index}-votes`}
                      type="number"
                      min={1}
                      step={1}
                      inputMode="numeric"
                      aria-invalid={rowError(index, 'votes') ? true : undefined}
                      aria-describedby={describedBy(`vote-pack-${index}-votes`, { error: rowError(index, 'votes') })}
                      className={controlClass(Boolean(rowError(index, 'votes')))}
                      {...register(`packs.${index}.votes`)}
                    />
                  </Field>
                  <Field
                    id={`vote-pack-${index}-price`}
                    label={t(m.packPrice, { number: index + 1, currency: draft.packCurrency || 'USD' })}
                    error={rowError(index, 'price')}
                    className="sm:w-44"
                  >
                    <input
                      id={`vote-pack-${index}-price`}
                      type="number"
                      min={0.5}
                      step={0.01}
                      inputMode="decimal"
                      aria-invalid={rowError(index, 'price') ? true : undefined}
                      aria-describedby={describedBy(`vote-pack-${index}-price`, { error: rowError(index, 'price') })}
                      className={controlClass(Boolean(rowError(index, 'price')))}
                      {...register(`packs.${index}.price`)}
                    />
                  </Field>
                  <Button
                    variant="ghost"
                    className="col-span-2 justify-self-start px-3 py-2 sm:mt-7"
                    onClick={() => packRows.remove(index)}
                  >
                    {t(m.remove)} <span className="sr-only">{t(m.whichPack, { number: index + 1 })}</span>
                  </Button>
                </li>
              ))}
            </ol>
          )}
          {errors.packsList ? (
            <p role="alert" className="text-sm font-medium text-status-rejected">
              {text(errors.packsList)}
            </p>
          ) : null}
          <Button
            variant="secondary"
            className="px-4 py-2"
            disabled={packRows.fields.length >= MAX_VOTE_PACKS}
            onClick={() => packRows.append({ votes: '', price: '' })}
          >
            {t(m.addPack)}
          </Button>
        </div>
        <div className="mt-4 grid gap-4 sm:grid-cols-2">
          <Field id="vote-pack-currency" label={t(m.currency)} error={errors.packCurrency}>
            <input
              id="vote-pack-currency"
              className={controlClass(Boolean(errors.packCurrency))}
              maxLength={3}
              {...register('packCurrency')}
            />
          </Field>
          <Field id="vote-cap-fan" label={t(m.capPerFan)} hint={t(m.noCap)} error={errors.capPerFan}>
            <input
              id="vote-cap-fan"
              type="number"
              min={1}
              className={controlClass(Boolean(errors.capPerFan))}
              {...register('capPerFan')}
            />
          </Field>
          <Field id="vote-cap-delegate" label={t(m.capPerDelegate)} hint={t(m.noCap)} error={errors.capPerDelegate}>
            <input
              id="vote-cap-delegate"
              type="number"
              min={1}
              className={controlClass(Boolean(errors.capPerDelegate))}
              {...register('capPerDelegate')}
            />
          </Field>
        </div>
      </fieldset>

      <fieldset className="rounded-xl border border-hairline p-4">
        <legend className="px-1 text-sm font-semibold text-ink">{t(m.outcome)}</legend>
        <div className="flex flex-wrap gap-5 text-sm">
          <label className="flex items-center gap-2">
            <input type="radio" value="award" {...register('outcome')} />
            {t(m.outcomeAward)}
          </label>
          <label className="flex items-center gap-2">
            <input type="radio" value="advance" {...register('outcome')} />
            {t(m.outcomeAdvance)}
          </label>
        </div>
        {draft.outcome === 'award' ? (
          <Field id="vote-award" label={t(m.award)} className="mt-4" error={errors.outcome}>
            <input id="vote-award" className={controlClass(Boolean(errors.outcome))} {...register('awardTitle')} />
          </Field>
        ) : (
          <div className="mt-4 grid gap-5 md:grid-cols-2">
            <Field id="vote-count" label={t(m.advanceCount)}>
              <input
                id="vote-count"
                type="number"
                min={1}
                className={controlClass(false)}
                {...register('advanceCount')}
              />
            </Field>
            <Field id="vote-round" label={t(m.round)} error={errors.outcome}>
              <select id="vote-round" className={controlClass(Boolean(errors.outcome))} {...register('roundId')}>
                <option value="">{t(m.chooseRound)}</option>
                {(rounds.data ?? []).map((r) => (
                  <option key={r.id} value={r.id}>
                    {r.continent ? continentName(r.continent) : t(m.globalFinale)} — {r.name} ({r.season})
                  </option>
                ))}
              </select>
            </Field>
          </div>
        )}
      </fieldset>

      <fieldset className="rounded-xl border border-hairline p-4">
        <legend className="px-1 text-sm font-semibold text-ink">
          {t(m.delegatesChosen, { count: draft.contestantIds.length })}
        </legend>
        {errors.contestantIds ? (
          <p role="alert" className="mb-2 text-sm text-status-rejected">
            {text(errors.contestantIds)}
          </p>
        ) : null}
        {candidates.isPending ? (
          <p className="text-sm text-muted">{t(m.loadingDelegates)}</p>
        ) : shown.length === 0 ? (
          <p className="text-sm text-muted">
            {draft.continent ? t(m.noPublishedOf, { continent: continentName(draft.continent) }) : t(m.noPublished)}
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
                      setValue(
                        'contestantIds',
                        e.target.checked
                          ? [...draft.contestantIds, c.contestantId]
                          : draft.contestantIds.filter((id) => id !== c.contestantId),
                        { shouldDirty: true },
                      )
                    }
                  />
                  <span>
                    {c.name} <span className="text-muted">· {countryName(c.country)}</span>
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
          {vote ? t(m.save) : t(m.create)}
        </Button>
        {onCancel ? (
          <Button variant="secondary" onClick={onCancel}>
            {t(m.cancel)}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
