import { DEFAULT_ROUND_RULES, REGISTRATION_CONTINENTS, roundNamesUpdateSchema, type Translations } from '@cq/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ChevronRight } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { controlClass } from '../../../components/ui/field';
import { PageLoading } from '../../../components/ui/page-loading';
import { useContinentLabel } from '../../../i18n/common-messages';
import { useT, useText } from '../../../i18n/locale-context';
import { messageOf } from '../../../lib/api-client';
import { AdminPage, Panel } from '../components/admin-page';
import { LanguageVersions } from '../settings/components/language-versions';
import { judgingAdmin, judgingAdminKeys, type NewRound, roundsQuery } from './api/judging-admin-api';
import { ROUND_STATUS_MESSAGES } from './components/round-status';
import { RulesEditor, rulesProblem } from './components/rules-editor';
import { judgingAdminMessages as m } from './messages';

/** /admin/judging — the season's rounds, and a new one. */
export default function JudgingPage() {
  const t = useT();
  const continentLabel = useContinentLabel();
  const rounds = useQuery(roundsQuery);
  const [creating, setCreating] = useState(false);
  return (
    <AdminPage
      title={t(m.title)}
      description={t(m.description)}
      actions={creating ? null : <Button onClick={() => setCreating(true)}>{t(m.newRound)}</Button>}
    >
      {creating ? <NewRoundForm onDone={() => setCreating(false)} /> : null}
      <Panel title={t(m.rounds)} className="mt-6">
        {rounds.isPending ? (
          <PageLoading />
        ) : rounds.isError ? (
          <p className="p-5 text-status-rejected" role="alert">
            {messageOf(rounds.error, t(m.roundsLoadFailed))}
          </p>
        ) : rounds.data.length === 0 ? (
          <p className="p-5 text-muted">{t(m.noRounds)}</p>
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
                      {t(m.roundTitle, {
                        continent: r.continent ? continentLabel(r.continent) : t(m.globalFinale),
                        name: r.name,
                      })}
                    </span>
                    <span className="text-sm text-muted">
                      {t(m.roundLine, {
                        season: String(r.season),
                        status: t(ROUND_STATUS_MESSAGES[r.status]),
                        count: r.rules.segments.length,
                      })}
                    </span>
                  </span>
                  <ChevronRight className="h-5 w-5 text-primary-main rtl:-scale-x-100" aria-hidden />
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
  const t = useT();
  const text = useText();
  const continentLabel = useContinentLabel();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [round, setRound] = useState<NewRound>({
    season: new Date().getFullYear(),
    name: 'Final',
    translations: {},
    continent: REGISTRATION_CONTINENTS[0] ?? null,
    kind: 'final',
    rules: DEFAULT_ROUND_RULES,
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
    <Panel title={t(m.newRound)}>
      <form
        className="grid gap-5 p-5"
        onSubmit={(e) => {
          e.preventDefault();
          if (!problem) submit();
        }}
      >
        <div className="grid gap-4 sm:grid-cols-4">
          <label className="text-sm font-semibold text-ink">
            {t(m.name)}
            <input
              className={controlClass(false, 'mt-1 py-2')}
              value={round.name}
              maxLength={80}
              onChange={(e) => setRound({ ...round, name: e.target.value })}
            />
          </label>
          <label className="text-sm font-semibold text-ink">
            {t(m.continent)}
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
                  {continentLabel(c)}
                </option>
              ))}
              <option value="">{t(m.globalFinale)}</option>
            </select>
          </label>
          <label className="text-sm font-semibold text-ink">
            {t(m.stage)}
            <select
              className={controlClass(false, 'mt-1 py-2')}
              value={round.kind}
              disabled={round.continent === null}
              onChange={(e) => setRound({ ...round, kind: e.target.value as NewRound['kind'] })}
            >
              <option value="preliminary">{t(m.preliminary)}</option>
              <option value="final">{t(m.final)}</option>
              {round.continent === null ? <option value="global">{t(m.globalFinale)}</option> : null}
            </select>
          </label>
          <label className="text-sm font-semibold text-ink">
            {t(m.season)}
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
          parts={[{ key: 'name', label: t(m.name) }]}
          english={{ name: round.name }}
          value={round.translations as Parameters<typeof LanguageVersions>[0]['value']}
          onChange={(next) => setRound({ ...round, translations: next as Translations<{ name: string }> })}
          errorOf={(locale, part) => errors[`translations.${locale}.${part}`]}
        />
        {errors.name ? (
          <p className="text-sm text-status-rejected" role="alert">
            {text(errors.name)}
          </p>
        ) : null}
        <RulesEditor rules={round.rules} onChange={(rules) => setRound({ ...round, rules })} />
        {create.isError ? (
          <p className="text-sm text-status-rejected" role="alert">
            {messageOf(create.error, t(m.createFailed))}
          </p>
        ) : null}
        <div className="flex gap-3">
          <Button type="submit" busy={create.isPending} disabled={problem !== null}>
            {t(m.create)}
          </Button>
          <Button variant="secondary" onClick={onDone}>
            {t(m.cancel)}
          </Button>
        </div>
      </form>
    </Panel>
  );
}
