import { useQueryClient } from '@tanstack/react-query';
import { Lock } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Message, useT } from '../../../i18n/locale-context';
import { type JudgeSegment, type JudgeSheet, judgeKeys, refusalMessage, submitSegment } from '../api/judge-api';
import { judgingMessages as m } from '../messages';
import { cellView } from '../offline/cell-view';
import type { OutboxState } from '../offline/score-outbox';
import { formatScore } from './scale';

/**
 * The review screen: every delegate's scores in every segment, what is missing or still on its way, and the
 * submission of a segment, which locks the judge's scores in it.
 */
export function ReviewTable({
  sheet,
  outbox,
  onPick,
}: {
  sheet: JudgeSheet;
  outbox: OutboxState;
  onPick: (delegateIndex: number) => void;
}) {
  const { round, delegates } = sheet;
  const queryClient = useQueryClient();
  const t = useT();
  const [confirming, setConfirming] = useState<JudgeSegment | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  /** The segment whose full receipt is shown. */
  const [shown, setShown] = useState<string | null>(null);
  const receiptOf = (key: string) => sheet.receipts.find((r) => r.segmentKey === key && r.reopened === null);

  const readiness = (segment: JudgeSegment) => {
    const views = delegates.map((d) => cellView(sheet, outbox, d.id, segment.key));
    return {
      missing: views.filter((v) => v.value === undefined).length,
      unsent: views.filter((v) => v.state === 'waiting' || v.state === 'refused' || v.state === 'superseded').length,
    };
  };

  const submit = async () => {
    if (!confirming) return;
    setBusy(true);
    setError(null);
    try {
      await submitSegment(round.id, confirming.key);
      setConfirming(null);
      await queryClient.invalidateQueries({ queryKey: judgeKeys.sheet(round.id) });
    } catch (err) {
      setError(refusalMessage(err, t(m.submitFailed), t));
      setConfirming(null);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="review-heading" className="mt-5">
      <h2 id="review-heading" className="font-serif text-2xl text-ink">
        {t(m.reviewTitle)}
      </h2>
      <p className="mt-1 text-sm text-muted">{t(m.reviewText)}</p>
      {error ? (
        <p className="mt-3 rounded-xl bg-status-rejected/10 p-3 text-sm text-status-rejected" role="alert">
          {error}
        </p>
      ) : null}

      <div className="mt-4 overflow-x-auto rounded-2xl border border-hairline bg-white shadow-card">
        <table className="w-full text-sm">
          <caption className="sr-only">{t(m.tableCaption)}</caption>
          <thead className="bg-ivory text-start">
            <tr>
              <th scope="col" className="px-3 py-2 font-semibold">
                {t(m.delegate)}
              </th>
              {round.segments.map((s) => (
                <th key={s.key} scope="col" className="px-2 py-2 text-center font-semibold">
                  {s.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {delegates.map((d, i) => (
              <tr key={d.id} className="border-t border-hairline">
                <th scope="row" className="px-3 py-2 text-start font-normal">
                  <button
                    type="button"
                    className="min-h-11 text-start text-primary-main underline-offset-4 hover:underline"
                    onClick={() => onPick(i)}
                  >
                    {d.name}
                  </button>
                </th>
                {round.segments.map((s) => {
                  const v = cellView(sheet, outbox, d.id, s.key);
                  return (
                    <td key={s.key} className="px-2 py-2 text-center tabular-nums">
                      {v.value === undefined ? (
                        <span className="text-status-rejected">{t(m.missing)}</span>
                      ) : (
                        <span className={v.state === 'saved' ? 'text-ink' : 'text-status-pending'}>
                          {formatScore(v.value, round.scale)}
                          {v.state === 'waiting' ? <span className="sr-only"> {t(m.notSent)}</span> : null}
                          {v.state === 'refused' ? <span className="sr-only"> {t(m.refused)}</span> : null}
                        </span>
                      )}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <ul className="mt-6 grid gap-3">
        {round.segments.map((segment) => {
          const { missing, unsent } = readiness(segment);
          const receipt = segment.locked ? receiptOf(segment.key) : undefined;
          return (
            <li
              key={segment.key}
              className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-hairline bg-white p-4"
            >
              <div className="min-w-0 flex-1">
                <p className="font-serif text-lg text-ink">{segment.name}</p>
                <p className="text-sm text-muted">
                  {segment.locked
                    ? t(m.submittedState)
                    : missing > 0
                      ? t(m.missingCount, { count: missing })
                      : unsent > 0
                        ? t(m.waitingAll)
                        : t(m.ready)}
                </p>
                {receipt ? (
                  <div className="mt-1 text-sm text-ink">
                    <p>
                      <Message
                        message={m.yourReceipt}
                        values={{ short: <code className="font-mono font-semibold">{receipt.short}</code> }}
                      />
                    </p>
                    {shown === segment.key ? (
                      <p className="mt-1 text-xs">
                        <span className="sr-only">{t(m.fullReceipt)} </span>
                        <code className="break-all font-mono" data-testid={`receipt-${segment.key}`}>
                          {receipt.sha256}
                        </code>
                      </p>
                    ) : (
                      <button
                        type="button"
                        className="min-h-11 text-primary-main underline-offset-4 hover:underline"
                        onClick={() => setShown(segment.key)}
                      >
                        {t(m.showReceipt)}
                      </button>
                    )}
                  </div>
                ) : null}
              </div>
              {segment.locked ? (
                <Lock className="h-5 w-5 text-muted" aria-label={t(m.submittedState)} />
              ) : (
                <Button
                  className="h-12"
                  disabled={missing > 0 || unsent > 0 || round.status !== 'open'}
                  aria-label={t(m.submitSegment, { segment: segment.name })}
                  onClick={() => setConfirming(segment)}
                >
                  {t(m.submit)}
                </Button>
              )}
            </li>
          );
        })}
      </ul>

      <ConfirmDialog
        open={confirming !== null}
        type="warning"
        title={confirming ? t(m.confirmTitle, { segment: confirming.name }) : ''}
        message={t(m.confirmText)}
        confirmText={t(m.confirmButton)}
        busy={busy}
        onConfirm={() => void submit()}
        onCancel={() => setConfirming(null)}
      />
    </section>
  );
}
