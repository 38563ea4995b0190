import {
  type AdminRoundDetail,
  canChiefAudit,
  canStaff,
  type RoundRules,
  roundNamesUpdateSchema,
  type Translations,
} from '@cq/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Download, ExternalLink, Lock } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Link, useParams } from 'react-router';
import { toast } from 'sonner';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { controlClass, Field } from '../../../components/ui/field';
import { PageLoading } from '../../../components/ui/page-loading';
import { useCountryName } from '../../../i18n/format';
import { messageOf } from '../../../lib/api-client';
import { downloadFile } from '../../../lib/download-file';
import { useSession } from '../../session';
import { AdminPage, Panel } from '../components/admin-page';
import { LanguageVersions } from '../settings/components/language-versions';
import {
  candidatesQuery,
  judgingAdmin,
  judgingAdminKeys,
  LIVE_TABULATION_MS,
  roundQuery,
  tabulationQuery,
} from './api/judging-admin-api';
import { AdvancePanel } from './components/advance-panel';
import { ROUND_STATUS_LABELS } from './components/round-status';
import { RulesEditor, rulesProblem } from './components/rules-editor';
import { SchedulePanel } from './components/schedule-panel';
import { TabulationTable } from './components/tabulation-table';

/** A round's names as the form holds them: the English and the other languages' versions. */
type RoundNames = z.input<typeof roundNamesUpdateSchema>;

/** /admin/judging/:roundId — a round from its set-up to its published, revealed results. */
export default function RoundPage() {
  const { roundId = '' } = useParams();
  const round = useQuery(roundQuery(roundId));
  const { user } = useSession();
  const director = canStaff(user, 'judging', 'manage');
  const update = useRoundUpdate(roundId);
  if (round.isPending) return <PageLoading />;
  if (round.isError) {
    return (
      <AdminPage title="Round">
        <p className="text-status-rejected" role="alert">
          {messageOf(round.error, 'The round could not be loaded.')}
        </p>
      </AdminPage>
    );
  }
  const r = round.data;
  return (
    <AdminPage
      title={`${r.continent ?? 'Global finale'} — ${r.name}`}
      description={`${r.season} · ${ROUND_STATUS_LABELS[r.status]}`}
      actions={director ? <StatusActions round={r} /> : null}
    >
      {/* One column whose items may shrink below their content's width: a wide table scrolls in its own region. */}
      <div className="grid grid-cols-1 gap-6 [&>*]:min-w-0">
        <TabulationPanel round={r} />
        {director && r.status === 'draft' ? <AdvancePanel round={r} /> : null}
        <div className="grid grid-cols-1 gap-6 xl:grid-cols-2 [&>*]:min-w-0">
          <DelegatesPanel round={r} editable={director && r.status === 'draft'} />
          <JudgesPanel round={r} editable={director && r.status === 'draft'} />
        </div>
        <RulesPanel round={r} editable={director && r.status === 'draft'} />
        {director ? <SchedulePanel round={r} onSaved={update} /> : null}
        {director ? <NamePanel round={r} /> : null}
      </div>
    </AdminPage>
  );
}

function useRoundUpdate(roundId: string) {
  const queryClient = useQueryClient();
  return (detail: AdminRoundDetail) => {
    queryClient.setQueryData(judgingAdminKeys.round(roundId), detail);
    void queryClient.invalidateQueries({ queryKey: judgingAdminKeys.rounds });
    void queryClient.invalidateQueries({ queryKey: judgingAdminKeys.tabulation(roundId) });
  };
}

function StatusActions({ round }: { round: AdminRoundDetail }) {
  const queryClient = useQueryClient();
  const update = useRoundUpdate(round.id);
  const [confirmPublish, setConfirmPublish] = useState(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey: judgingAdminKeys.round(round.id) });
  const status = useMutation({
    mutationFn: (next: 'open' | 'closed') => judgingAdmin.status(round.id, next),
    onSuccess: (detail) => {
      update(detail);
      toast.success(detail.status === 'open' ? 'The round is open for scoring.' : 'Scoring is closed.');
    },
    onError: (err) => toast.error(messageOf(err, 'The round could not be changed.')),
  });
  const publish = useMutation({
    mutationFn: () => judgingAdmin.publish(round.id),
    onSuccess: async () => {
      setConfirmPublish(false);
      await refresh();
      toast.success('The results are published. Reveal the placements when the show is ready.');
    },
    onError: (err) => {
      setConfirmPublish(false);
      toast.error(messageOf(err, 'The results could not be published.'));
    },
  });
  const reveal = useMutation({
    mutationFn: (all: boolean) => judgingAdmin.reveal(round.id, all),
    onSuccess: ({ revealed, total }) => toast.success(`${revealed} of ${total} placements revealed.`),
    onError: (err) => toast.error(messageOf(err, 'The placement could not be revealed.')),
  });

  switch (round.status) {
    case 'draft':
      return (
        <Button busy={status.isPending} onClick={() => status.mutate('open')}>
          Open for scoring
        </Button>
      );
    case 'open':
      return (
        <Button variant="warning" busy={status.isPending} onClick={() => status.mutate('closed')}>
          Close scoring
        </Button>
      );
    case 'closed':
      return (
        <>
          <Button variant="secondary" busy={status.isPending} onClick={() => status.mutate('open')}>
            Reopen scoring
          </Button>
          <Button onClick={() => setConfirmPublish(true)}>Publish results</Button>
          <ConfirmDialog
            open={confirmPublish}
            type="warning"
            title="Publish these results?"
            message="The score sheet is frozen and fingerprinted: no score of this round can change afterwards. The placements stay hidden until you reveal them."
            confirmText="Publish"
            busy={publish.isPending}
            onConfirm={() => publish.mutate()}
            onCancel={() => setConfirmPublish(false)}
          />
        </>
      );
    case 'published':
      return (
        <>
          <Button busy={reveal.isPending} onClick={() => reveal.mutate(false)}>
            Reveal the next placement
          </Button>
          <Button variant="secondary" onClick={() => reveal.mutate(true)}>
            Reveal all
          </Button>
          <Link
            to={`/results/${round.slug}`}
            className="inline-flex items-center gap-1 px-2 text-sm font-semibold text-primary-main hover:underline"
          >
            Public page <ExternalLink className="h-4 w-4" aria-hidden />
          </Link>
        </>
      );
  }
}

function TabulationPanel({ round }: { round: AdminRoundDetail }) {
  const live = round.status === 'open';
  const tabulation = useQuery({
    ...tabulationQuery(round.id),
    refetchInterval: live ? LIVE_TABULATION_MS : false,
    refetchIntervalInBackground: false,
  });
  return (
    <Panel
      title="Tabulation"
      actions={
        live ? (
          <span className="flex items-center gap-2 text-xs font-semibold text-status-approved">
            <span
              className="h-2 w-2 animate-pulse rounded-full bg-status-approved motion-reduce:animate-none"
              aria-hidden
            />
            Live
          </span>
        ) : null
      }
    >
      {tabulation.isPending ? (
        <PageLoading />
      ) : tabulation.isError ? (
        <p className="p-5 text-status-rejected" role="alert">
          {messageOf(tabulation.error, 'The tabulation could not be loaded.')}
        </p>
      ) : (
        <TabulationTable data={tabulation.data} />
      )}
    </Panel>
  );
}

/** The round's name, in English and in the other languages judges and visitors read it in; changed at any stage. */
function NamePanel({ round }: { round: AdminRoundDetail }) {
  const form = useForm<RoundNames>({
    resolver: zodResolver(roundNamesUpdateSchema),
    defaultValues: { name: round.name, translations: round.translations ?? {} },
  });
  const { reset } = form;
  const { errors } = form.formState;
  useEffect(() => {
    reset({ name: round.name, translations: round.translations ?? {} });
  }, [round.name, round.translations, reset]);
  const update = useRoundUpdate(round.id);
  const save = useMutation({
    mutationFn: (names: { name: string; translations: Translations<{ name: string }> }) =>
      judgingAdmin.rename(round.id, names),
    onSuccess: (detail) => {
      update(detail);
      toast.success('The name is saved.');
    },
  });
  const submit = form.handleSubmit((names) =>
    save.mutate({ name: names.name, translations: names.translations ?? {} }),
  );
  const translationError = (locale: string, part: string) =>
    (errors.translations as Record<string, Record<string, { message?: string }> | undefined> | undefined)?.[locale]?.[
      part
    ]?.message;
  return (
    <Panel title="Name">
      <form className="grid gap-4" onSubmit={submit} noValidate>
        <Field id="round-name" label="Name" error={errors.name?.message} required>
          <input id="round-name" className={controlClass(Boolean(errors.name))} {...form.register('name')} />
        </Field>
        <Controller
          control={form.control}
          name="translations"
          render={({ field }) => (
            <LanguageVersions
              id="round-name"
              parts={[{ key: 'name', label: 'Name' }]}
              english={{ name: form.watch('name') }}
              value={(field.value ?? {}) as Parameters<typeof LanguageVersions>[0]['value']}
              onChange={(next) => field.onChange(next as Translations<{ name: string }>)}
              errorOf={translationError}
            />
          )}
        />
        {save.isError ? (
          <p className="text-sm text-status-rejected" role="alert">
            {messageOf(save.error, 'The name could not be saved.')}
          </p>
        ) : null}
        <div>
          <Button type="submit" busy={save.isPending}>
            Save the name
          </Button>
        </div>
      </form>
    </Panel>
  );
}

function RulesPanel({ round, editable }: { round: AdminRoundDetail; editable: boolean }) {
  const [rules, setRules] = useState<RoundRules>(round.rules);
  useEffect(() => setRules(round.rules), [round.rules]);
  const update = useRoundUpdate(round.id);
  const save = useMutation({
    mutationFn: () => judgingAdmin.rules(round.id, rules),
    onSuccess: (detail) => {
      update(detail);
      toast.success('The rules are saved.');
    },
  });
  const problem = rulesProblem(rules);
  return (
    <Panel title="Scoring rules" actions={editable ? null : <Lock className="h-4 w-4 text-muted" aria-label="Fixed" />}>
      <div className="grid gap-4 p-5">
        {editable ? null : (
          <p className="text-sm text-muted">
            The rules are fixed once the round opens, so every judge scores by the same ones.
          </p>
        )}
        <RulesEditor rules={rules} onChange={setRules} disabled={!editable} />
        {save.isError ? (
          <p className="text-sm text-status-rejected" role="alert">
            {messageOf(save.error, 'The rules could not be saved.')}
          </p>
        ) : null}
        {editable ? (
          <div>
            <Button busy={save.isPending} disabled={problem !== null} onClick={() => save.mutate()}>
              Save the rules
            </Button>
          </div>
        ) : null}
      </div>
    </Panel>
  );
}

function DelegatesPanel({ round, editable }: { round: AdminRoundDetail; editable: boolean }) {
  const countryName = useCountryName();
  const candidates = useQuery({ ...candidatesQuery(round.continent), enabled: editable });
  const [chosen, setChosen] = useState<Set<string>>(new Set(round.delegates.map((d) => d.id)));
  useEffect(() => setChosen(new Set(round.delegates.map((d) => d.id))), [round.delegates]);
  const update = useRoundUpdate(round.id);
  const save = useMutation({
    mutationFn: () => judgingAdmin.delegates(round.id, [...chosen]),
    onSuccess: (detail) => {
      update(detail);
      toast.success(`${detail.delegates.length} delegates in the round.`);
    },
  });
  return (
    <Panel title={`Delegates (${round.delegates.length})`}>
      {editable ? (
        <div className="grid gap-3 p-5">
          <p className="text-sm text-muted">Approved contestants{round.continent ? ` of ${round.continent}` : ''}.</p>
          {candidates.isPending ? (
            <PageLoading />
          ) : candidates.isError ? (
            <p className="text-sm text-status-rejected">
              {messageOf(candidates.error, 'The contestants could not be loaded.')}
            </p>
          ) : candidates.data.length === 0 ? (
            <p className="text-sm text-muted">No approved contestant yet.</p>
          ) : (
            <ul className="grid max-h-80 gap-1 overflow-y-auto">
              {candidates.data.map((c) => (
                <li key={c._id}>
                  <label className="flex min-h-11 items-center gap-3 rounded-lg px-2 hover:bg-ivory">
                    <input
                      type="checkbox"
                      className="h-5 w-5 accent-primary-main"
                      checked={chosen.has(c._id)}
                      onChange={(e) => {
                        const next = new Set(chosen);
                        if (e.target.checked) next.add(c._id);
                        else next.delete(c._id);
                        setChosen(next);
                      }}
                    />
                    <span>
                      {c.firstName} {c.lastName}
                      <span className="text-sm text-muted"> · {c.continent}</span>
                    </span>
                  </label>
                </li>
              ))}
            </ul>
          )}
          {save.isError ? (
            <p className="text-sm text-status-rejected" role="alert">
              {messageOf(save.error, 'The delegates could not be saved.')}
            </p>
          ) : null}
          <div>
            <Button busy={save.isPending} onClick={() => save.mutate()}>
              Save the delegates
            </Button>
          </div>
        </div>
      ) : round.delegates.length === 0 ? (
        <p className="p-5 text-muted">No delegates.</p>
      ) : (
        <ul className="divide-y divide-hairline">
          {round.delegates.map((d) => (
            <li key={d.id} className="px-5 py-2">
              {d.name} <span className="text-sm text-muted">· {countryName(d.country)}</span>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}

function JudgesPanel({ round, editable }: { round: AdminRoundDetail; editable: boolean }) {
  const { user } = useSession();
  const auditor = canStaff(user, 'judging', 'audit');
  const chiefAuditor = canChiefAudit(user);
  const [emails, setEmails] = useState(round.judges.map((j) => j.email).join('\n'));
  const [head, setHead] = useState(round.judges.find((j) => j.head)?.email ?? '');
  const update = useRoundUpdate(round.id);
  const queryClient = useQueryClient();
  const list = emails
    .split(/[\s,;]+/)
    .map((e) => e.trim())
    .filter(Boolean);
  const save = useMutation({
    mutationFn: () =>
      judgingAdmin.judges(
        round.id,
        list.map((email) => ({ email, head: email === head })),
      ),
    onSuccess: (detail) => {
      update(detail);
      toast.success(`${detail.judges.length} judges assigned.`);
    },
  });
  const [reopening, setReopening] = useState<{ userId: string; segment: string; name: string } | null>(null);
  const [reason, setReason] = useState('');
  const [excusing, setExcusing] = useState<{ userId: string; name: string; open: string[] } | null>(null);
  const [excuseReason, setExcuseReason] = useState('');
  const excuse = useMutation({
    mutationFn: () => {
      if (!excusing) throw new Error('Nobody to excuse.');
      return judgingAdmin.excuse(round.id, excusing.userId, excuseReason);
    },
    onSuccess: async () => {
      setExcusing(null);
      setExcuseReason('');
      await queryClient.invalidateQueries({ queryKey: judgingAdminKeys.round(round.id) });
      toast.success('The judge is excused; the round can close without her submission.');
    },
  });
  const downloadAudit = useMutation({
    mutationFn: () => downloadFile(judgingAdmin.auditPath, 'application/json', 'judging-audit.json'),
    onError: (err) => toast.error(messageOf(err, 'The audit chain could not be downloaded.')),
  });
  const reopen = useMutation({
    mutationFn: () => {
      if (!reopening) throw new Error('Nothing to reopen.');
      return judgingAdmin.reopen(round.id, reopening.userId, reopening.segment, reason);
    },
    onSuccess: async () => {
      setReopening(null);
      setReason('');
      await queryClient.invalidateQueries({ queryKey: judgingAdminKeys.round(round.id) });
      toast.success('The scores are reopened; the judge can change them and submit again.');
    },
  });
  const segmentName = (key: string) => round.rules.segments.find((s) => s.key === key)?.name ?? key;

  return (
    <Panel title={`Judges (${round.judges.length})`}>
      {editable ? (
        <div className="grid gap-3 p-5">
          <label className="text-sm font-semibold text-ink">
            Judges’ account e-mails, one per line (numbered in this order)
            <textarea
              className={controlClass(false, 'mt-1 min-h-32 font-mono text-sm')}
              value={emails}
              onChange={(e) => setEmails(e.target.value)}
            />
          </label>
          <label className="text-sm font-semibold text-ink">
            Head judge
            <select className={controlClass(false, 'mt-1 py-2')} value={head} onChange={(e) => setHead(e.target.value)}>
              <option value="">None</option>
              {list.map((e) => (
                <option key={e} value={e}>
                  {e}
                </option>
              ))}
            </select>
          </label>
          {save.isError ? (
            <p className="text-sm text-status-rejected" role="alert">
              {messageOf(save.error, 'The judges could not be saved.')}
            </p>
          ) : null}
          <div>
            <Button busy={save.isPending} onClick={() => save.mutate()}>
              Save the judges
            </Button>
          </div>
        </div>
      ) : (
        <ul className="divide-y divide-hairline">
          {round.judges.map((j) => (
            <li key={j.userId} className="px-5 py-3">
              <p className="font-semibold text-ink">
                Judge {j.number}
                {j.head ? ' · head judge' : ''} <span className="font-normal text-muted">— {j.name}</span>
              </p>
              <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-muted">
                {j.submitted.length === 0 ? 'Nothing submitted yet.' : 'Submitted:'}
                {j.submitted.map((segment) => (
                  <span key={segment} className="inline-flex items-center gap-1 rounded-full bg-ivory px-3 py-1">
                    {segmentName(segment)}
                    {chiefAuditor && round.status !== 'published' ? (
                      <button
                        type="button"
                        className="font-semibold text-primary-main hover:underline"
                        onClick={() => setReopening({ userId: j.userId, segment, name: `Judge ${j.number}` })}
                      >
                        Reopen
                        <span className="sr-only">
                          {' '}
                          {segmentName(segment)} for judge {j.number}
                        </span>
                      </button>
                    ) : null}
                  </span>
                ))}
              </p>
              {j.excused ? (
                <p className="mt-1 text-sm text-status-pending">
                  Excused from {j.excused.segments.map(segmentName).join(', ')}: {j.excused.reason}
                </p>
              ) : chiefAuditor && (round.status === 'open' || round.status === 'closed') ? (
                (() => {
                  const open = round.rules.segments.filter((s) => !j.submitted.includes(s.key)).map((s) => s.key);
                  return open.length > 0 ? (
                    <button
                      type="button"
                      className="mt-1 min-h-11 text-sm font-semibold text-primary-main hover:underline"
                      onClick={() => setExcusing({ userId: j.userId, name: `Judge ${j.number}`, open })}
                    >
                      Excuse judge {j.number} from {open.map(segmentName).join(', ')}
                    </button>
                  ) : null;
                })()
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {auditor ? (
        <div className="border-t border-hairline px-5 py-3">
          <Button variant="secondary" busy={downloadAudit.isPending} onClick={() => downloadAudit.mutate()}>
            <Download className="h-4 w-4" aria-hidden /> Download the audit chain
          </Button>
          <p className="mt-1 text-xs text-muted">
            Every judging entry with its hash and each locked segment as held now; check it anywhere with{' '}
            <code>npm run verify-audit -- --file</code>.
          </p>
        </div>
      ) : null}
      <ConfirmDialog
        open={excusing !== null}
        type="warning"
        title={excusing ? `Excuse ${excusing.name} from ${excusing.open.map(segmentName).join(', ')}?` : ''}
        message={
          <label className="block text-start text-sm font-semibold text-ink">
            Reason (kept in the audit log and shown on the published score sheet)
            <textarea
              className={controlClass(excuse.isError, 'mt-1 min-h-24')}
              value={excuseReason}
              maxLength={500}
              onChange={(e) => setExcuseReason(e.target.value)}
            />
            {excuse.isError ? (
              <span className="mt-1 block font-normal text-status-rejected" role="alert">
                {messageOf(excuse.error, 'The judge could not be excused.')}
              </span>
            ) : null}
          </label>
        }
        confirmText="Excuse"
        busy={excuse.isPending}
        onConfirm={() => excuse.mutate()}
        onCancel={() => setExcusing(null)}
      />
      <ConfirmDialog
        open={reopening !== null}
        type="warning"
        title={reopening ? `Reopen ${reopening.name}’s ${segmentName(reopening.segment)} scores?` : ''}
        message={
          <label className="block text-start text-sm font-semibold text-ink">
            Reason (kept in the audit log)
            <textarea
              className={controlClass(reopen.isError, 'mt-1 min-h-24')}
              value={reason}
              maxLength={500}
              onChange={(e) => setReason(e.target.value)}
            />
            {reopen.isError ? (
              <span className="mt-1 block font-normal text-status-rejected" role="alert">
                {messageOf(reopen.error, 'The scores could not be reopened.')}
              </span>
            ) : null}
          </label>
        }
        confirmText="Reopen"
        busy={reopen.isPending}
        onConfirm={() => reopen.mutate()}
        onCancel={() => setReopening(null)}
      />
    </Panel>
  );
}
