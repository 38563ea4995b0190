import { REGISTRATION_CONTINENTS, roundNamesUpdateSchema, type Translations } from '@cq/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ChevronRight } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { controlClass } from '../../../components/ui/field';
import { PageLoading } from '../../../components/ui/page-loading';
import { messageOf } from '../../../lib/api-client';
import { AdminPage, Panel } from '../components/admin-page';
import { LanguageVersions } from '../settings/components/language-versions';
import { judgingAdmin, judgingAdminKeys, type NewRound, roundsQuery } from './api/judging-admin-api';
import { ROUND_STATUS_LABELS } from './components/round-status';
import { DEFAULT_RULES, RulesEditor, rulesProblem } from './components/rules-editor';

/** /admin/judging — the season's rounds, and a new one. */
export default function JudgingPage() {
  const rounds = useQuery(roundsQuery);
  const [creating, setCreating] = useState(false);
  return (
    <AdminPage
      title="Judging"
      description="One round per continent, then the global finale: its segments and weights, its delegates and judges, the live tabulation and the published results."
      actions={creating ? null : <Button onClick={() => setCreating(true)}>New round</Button>}
    >
      {creating ? <NewRoundForm onDone={() => setCreating(false)} /> : null}
      <Panel title="Rounds" className="mt-6">
        {rounds.isPending ? (
          <PageLoading />
        ) : rounds.isError ? (
          <p className="p-5 text-status-rejected" role="alert">
            {messageOf(rounds.error, 'The rounds could not be loaded.')}
          </p>
        ) : rounds.data.length === 0 ? (
          <p className="p-5 text-muted">No rounds yet. Create the first one for a continent.</p>
        ) : (
          <ul className="divide-y divide-hairline">
            {rounds.data.map((r) => (
              <li key={r.id}>
                <Link
                  to={`/admin/judging/${r.id}`}
                  className="flex items-center justify-between gap-3 px-5 py-4 hover:bg-ivory"
                >
                  <span>
                    <span className="block font-semibold text-ink">
                      {r.continent ?? 'Global finale'} — {r.name}
                    </span>
                    <span className="text-sm text-muted">
                      {r.season} · {ROUND_STATUS_LABELS[r.status]} · {r.rules.segments.length} segments
                    </span>
                  </span>
                  <ChevronRight className="h-5 w-5 text-primary-main" aria-hidden />
                </Link>
              </li>
            ))}
          </ul>
        )}
      </Panel>
    </AdminPage>
  );
}

function NewRoundForm({ onDone }: { onDone: () => void }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [round, setRound] = useState<NewRound>({
    season: new Date().getFullYear(),
    name: 'Final',
    translations: {},
    continent: REGISTRATION_CONTINENTS[0] ?? null,
    kind: 'final',
    rules: DEFAULT_RULES,
  });
  const create = useMutation({
    mutationFn: judgingAdmin.create,
    onSuccess: async (created) => {
      await queryClient.invalidateQueries({ queryKey: judgingAdminKeys.rounds });
      navigate(`/admin/judging/${created.id}`);
    },
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const problem = rulesProblem(round.rules) ?? (round.name.trim() ? null : 'Give the round a name.');
  /** The name and its other languages are checked as a rename checks them; each version keeps its own message. */
  const submit = () => {
    const names = roundNamesUpdateSchema.safeParse({ name: round.name, translations: round.translations });
    if (!names.success) {
      setErrors(Object.fromEntries(names.error.issues.map((i) => [i.path.join('.'), i.message])));
      return;
    }
    setErrors({});
    create.mutate({ ...round, name: names.data.name, translations: names.data.translations ?? {} });
  };
  return (
    <Panel title="New round">
      <form
        className="grid gap-5 p-5"
        onSubmit={(e) => {
          e.preventDefault();
          if (!problem) submit();
        }}
      >
        <div className="grid gap-4 sm:grid-cols-4">
          <label className="text-sm font-semibold text-ink">
            Name
            <input
              className={controlClass(false, 'mt-1 py-2')}
              value={round.name}
              maxLength={80}
              onChange={(e) => setRound({ ...round, name: e.target.value })}
            />
          </label>
          <label className="text-sm font-semibold text-ink">
            Continent
            <select
              className={controlClass(false, 'mt-1 py-2')}
              value={round.continent ?? ''}
              onChange={(e) =>
                setRound({
                  ...round,
                  continent: e.target.value || null,
                  kind: e.target.value ? (round.kind === 'global' ? 'final' : round.kind) : 'global',
                })
              }
            >
              {REGISTRATION_CONTINENTS.map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
              <option value="">Global finale</option>
            </select>
          </label>
          <label className="text-sm font-semibold text-ink">
            Stage
            <select
              className={controlClass(false, 'mt-1 py-2')}
              value={round.kind}
              disabled={round.continent === null}
              onChange={(e) => setRound({ ...round, kind: e.target.value as NewRound['kind'] })}
            >
              <option value="preliminary">Preliminary</option>
              <option value="final">Final</option>
              {round.continent === null ? <option value="global">Global finale</option> : null}
            </select>
          </label>
          <label className="text-sm font-semibold text-ink">
            Season
            <input
              type="number"
              className={controlClass(false, 'mt-1 py-2')}
              value={round.season}
              onChange={(e) => setRound({ ...round, season: Math.trunc(Number(e.target.value)) })}
            />
          </label>
        </div>
        <LanguageVersions
          id="new-round-name"
          parts={[{ key: 'name', label: 'Name' }]}
          english={{ name: round.name }}
          value={round.translations as Parameters<typeof LanguageVersions>[0]['value']}
          onChange={(next) => setRound({ ...round, translations: next as Translations<{ name: string }> })}
          errorOf={(locale, part) => errors[`translations.${locale}.${part}`]}
        />
        {errors.name ? (
          <p className="text-sm text-status-rejected" role="alert">
            {errors.name}
          </p>
        ) : null}
        <RulesEditor rules={round.rules} onChange={(rules) => setRound({ ...round, rules })} />
        {create.isError ? (
          <p className="text-sm text-status-rejected" role="alert">
            {messageOf(create.error, 'The round could not be created.')}
          </p>
        ) : null}
        <div className="flex gap-3">
          <Button type="submit" busy={create.isPending} disabled={problem !== null}>
            Create the round
          </Button>
          <Button variant="secondary" onClick={onDone}>
            Cancel
          </Button>
        </div>
      </form>
    </Panel>
  );
}
