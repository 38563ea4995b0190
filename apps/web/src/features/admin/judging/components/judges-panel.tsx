import { type AdminRoundDetail, canChiefAudit, canStaff } from '@cq/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '#web/components/ui/button';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog';
import { controlClass } from '#web/components/ui/field';
import { useFormat } from '#web/i18n/format';
import { Message, useT } from '#web/i18n/locale-context';
import { messageOf } from '#web/lib/api-client';
import { downloadFile } from '#web/lib/download-file';
import { useSession } from '../../../session';
import { Panel } from '../../components/admin-page';
import { judgingAdmin, judgingAdminKeys } from '../api/judging-admin-api';
import { judgingAdminMessages as m } from '../messages';
import { useRoundUpdate } from './use-round-update';

/**
 * The round's judges: their e-mails while it is being set up; then what each submitted, with the chief auditor's
 * reopening of a submitted segment and excusing of a judge, and the audit chain for auditors.
 */
export function JudgesPanel({ round, editable }: { round: AdminRoundDetail; editable: boolean }) {
  const t = useT();
  const format = useFormat();
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
      toast.success(t(m.judgesAssigned, { count: detail.judges.length }));
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
      toast.success(t(m.excused));
    },
  });
  const downloadAudit = useMutation({
    mutationFn: () => downloadFile(judgingAdmin.auditPath, 'application/json', 'judging-audit.json'),
    onError: (err) => toast.error(messageOf(err, t(m.auditDownloadFailed))),
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
      toast.success(t(m.reopened));
    },
  });
  const segmentName = (key: string) => round.rules.segments.find((s) => s.key === key)?.name ?? key;
  const segmentList = (keys: readonly string[]) => format.list(keys.map(segmentName), 'unit');

  return (
    <Panel title={t(m.judges, { count: round.judges.length })}>
      {editable ? (
        <div className="grid gap-3 p-5">
          <label className="text-sm font-semibold text-ink">
            {t(m.judgeEmails)}
            <textarea
              className={controlClass(false, 'mt-1 min-h-32 font-mono text-sm')}
              value={emails}
              onChange={(e) => setEmails(e.target.value)}
            />
          </label>
          <label className="text-sm font-semibold text-ink">
            {t(m.headJudge)}
            <select className={controlClass(false, 'mt-1 py-2')} value={head} onChange={(e) => setHead(e.target.value)}>
              <option value="">{t(m.none)}</option>
              {list.map((e) => (
                <option key={e} value={e}>
                  {e}
                </option>
              ))}
            </select>
          </label>
          {save.isError ? (
            <p className="text-sm text-status-rejected" role="alert">
              {messageOf(save.error, t(m.judgesSaveFailed))}
            </p>
          ) : null}
          <div>
            <Button busy={save.isPending} onClick={() => save.mutate()}>
              {t(m.saveJudges)}
            </Button>
          </div>
        </div>
      ) : (
        <ul className="divide-y divide-hairline">
          {round.judges.map((j) => {
            const judge = t(m.judgeNumber, { number: j.number });
            return (
              <li key={j.userId} className="px-5 py-3">
                <p className="font-semibold text-ink">
                  {j.head ? t(m.judgeNumberHead, { number: j.number }) : judge}{' '}
                  <span className="font-normal text-muted">— {j.name}</span>
                </p>
                <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-muted">
                  {j.submitted.length === 0 ? t(m.nothingSubmitted) : t(m.submitted)}
                  {j.submitted.map((segment) => (
                    <span key={segment} className="inline-flex items-center gap-1 rounded-full bg-ivory px-3 py-1">
                      {segmentName(segment)}
                      {chiefAuditor && round.status !== 'published' ? (
                        <button
                          type="button"
                          className="font-semibold text-primary-main hover:underline"
                          onClick={() => setReopening({ userId: j.userId, segment, name: judge })}
                        >
                          {t(m.reopen)}
                          <span className="sr-only">
                            {' '}
                            {t(m.reopenFor, { segment: segmentName(segment), number: j.number })}
                          </span>
                        </button>
                      ) : null}
                    </span>
                  ))}
                </p>
                {j.excused ? (
                  <p className="mt-1 text-sm text-status-pending">
                    {t(m.excusedFrom, { segments: segmentList(j.excused.segments), reason: j.excused.reason })}
                  </p>
                ) : chiefAuditor && (round.status === 'open' || round.status === 'closed') ? (
                  (() => {
                    const open = round.rules.segments.filter((s) => !j.submitted.includes(s.key)).map((s) => s.key);
                    return open.length > 0 ? (
                      <button
                        type="button"
                        className="mt-1 min-h-11 text-sm font-semibold text-primary-main hover:underline"
                        onClick={() => setExcusing({ userId: j.userId, name: judge, open })}
                      >
                        {t(m.excuseJudge, { number: j.number, segments: segmentList(open) })}
                      </button>
                    ) : null;
                  })()
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
      {auditor ? (
        <div className="border-t border-hairline px-5 py-3">
          <Button variant="secondary" busy={downloadAudit.isPending} onClick={() => downloadAudit.mutate()}>
            <Download className="h-4 w-4" aria-hidden /> {t(m.downloadAudit)}
          </Button>
          <p className="mt-1 text-xs text-muted">
            <Message
              message={m.auditHint}
              values={{ command: <code translate="no">npm run verify-audit -- --file</code> }}
            />
          </p>
        </div>
      ) : null}
      <ConfirmDialog
        open={excusing !== null}
        type="warning"
        title={excusing ? t(m.excuseTitle, { judge: excusing.name, segments: segmentList(excusing.open) }) : ''}
        message={
          <label className="block text-start text-sm font-semibold text-ink">
            {t(m.excuseReason)}
            <textarea
              className={controlClass(excuse.isError, 'mt-1 min-h-24')}
              value={excuseReason}
              maxLength={500}
              onChange={(e) => setExcuseReason(e.target.value)}
            />
            {excuse.isError ? (
              <span className="mt-1 block font-normal text-status-rejected" role="alert">
                {messageOf(excuse.error, t(m.excuseFailed))}
              </span>
            ) : null}
          </label>
        }
        confirmText={t(m.excuse)}
        busy={excuse.isPending}
        onConfirm={() => excuse.mutate()}
        onCancel={() => setExcusing(null)}
      />
      <ConfirmDialog
        open={reopening !== null}
        type="warning"
        title={reopening ? t(m.reopenTitle, { judge: reopening.name, segment: segmentName(reopening.segment) }) : ''}
        message={
          <label className="block text-start text-sm font-semibold text-ink">
            {t(m.reopenReason)}
            <textarea
              className={controlClass(reopen.isError, 'mt-1 min-h-24')}
              value={reason}
              maxLength={500}
              onChange={(e) => setReason(e.target.value)}
            />
            {reopen.isError ? (
              <span className="mt-1 block font-normal text-status-rejected" role="alert">
                {messageOf(reopen.error, t(m.reopenFailed))}
              </span>
            ) : null}
          </label>
        }
        confirmText={t(m.reopen)}
        busy={reopen.isPending}
        onConfirm={() => reopen.mutate()}
        onCancel={() => setReopening(null)}
      />
    </Panel>
  );
}
