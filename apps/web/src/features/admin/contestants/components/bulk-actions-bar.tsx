import { type BulkAction, type BulkActionResult, bulkActionBodySchema, canStaff } from '@cq/shared';
import { useQuery } from '@tanstack/react-query';
import { Download, Gavel, PencilLine, Tag, Tags, X } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '#web/components/ui/button';
import { Dialog } from '#web/components/ui/dialog';
import { controlClass, describedBy, Field } from '#web/components/ui/field';
import { SelectControl } from '#web/components/ui/select-control';
import { useContinentLabel } from '#web/i18n/common-messages';
import { useT } from '#web/i18n/locale-context';
import type { MessageDescriptor } from '#web/i18n/message-descriptor';
import { ApiError, messageOf } from '#web/lib/api-client';
import { useSession } from '../../../session';
import { roundsQuery } from '../../judging/api/judging-admin-api';
import { useBulkAction } from '../api/bulk-action';
import { downloadContestantsCsv } from '../api/export-csv';
import { contestantsMessages as m } from '../messages';

type Asking = BulkAction | null;

const TITLES: Record<BulkAction, MessageDescriptor> = {
  'grant-edits': m.grantExtraEdits,
  'add-to-round': m.addToJudgingRound,
  'add-tag': m.addATag,
  'remove-tag': m.takeATagOff,
};

/** What an action left as it was, and why: shown under the bar until the next action. */
function Skipped({ result, onClose }: { result: BulkActionResult; onClose: () => void }) {
  const t = useT();
  return (
    <div role="status" className="mt-3 rounded-xl border border-status-pending/40 bg-status-pending/5 p-3 text-sm">
      <div className="flex items-start justify-between gap-3">
        <p className="font-semibold text-ink">{t(m.leftAsTheyWere)}</p>
        <button type="button" onClick={onClose} className="text-muted hover:text-ink" aria-label={t(m.close)}>
          <X className="h-4 w-4" aria-hidden />
        </button>
      </div>
      <ul className="mt-1 space-y-0.5 text-ink">
        {result.skipped.map((s) => (
          <li key={s.id}>
            <span className="font-medium">{s.name || t(m.unknownRecord)}</span>: {s.reason}
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The actions on the ticked records: grant edits, add to a round, add or take off a tag, export. Each asks for
 * what it needs in a dialog; what the server left out is listed with its reason.
 */
export function BulkActionsBar({ selected, onClear }: { selected: string[]; onClear: () => void }) {
  const t = useT();
  const continentLabel = useContinentLabel();
  const { user } = useSession();
  const [asking, setAsking] = useState<Asking>(null);
  const [count, setCount] = useState('1');
  const [roundId, setRoundId] = useState('');
  const [tag, setTag] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [skipped, setSkipped] = useState<BulkActionResult | null>(null);
  const [exporting, setExporting] = useState(false);
  const action = useBulkAction();
  const mayJudge = canStaff(user, 'judging', 'manage');
  const rounds = useQuery({ ...roundsQuery, enabled: mayJudge && asking === 'add-to-round' });
  const drafts = (rounds.data ?? []).filter((r) => r.status === 'draft');

  const open = (a: BulkAction) => {
    setFieldError(null);
    setAsking(a);
  };
  const close = () => {
    if (!action.isPending) setAsking(null);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!asking) return;
    if (asking === 'add-to-round' && !roundId) return setFieldError(t(m.chooseRound));
    const input =
      asking === 'grant-edits'
        ? { action: asking, ids: selected, count: Number(count) }
        : asking === 'add-to-round'
          ? { action: asking, ids: selected, roundId }
          : { action: asking, ids: selected, tag };
    // The server's own rule (and its words) for the count and the tag.
    const parsed = bulkActionBodySchema.safeParse(input);
    if (!parsed.success) return setFieldError(parsed.error.issues[0]?.message ?? t(m.checkValue));
    const body = parsed.data;
    action.mutate(body, {
      onSuccess: ({ result, message }) => {
        toast.success(message ?? t(m.done));
        setSkipped(result.skipped.length ? result : null);
        setAsking(null);
        onClear();
      },
      onError: (err) => {
        const first = err instanceof ApiError && err.errors ? Object.values(err.errors)[0] : undefined;
        setFieldError(first ?? messageOf(err, t(m.actionFailed)));
      },
    });
  };

  const exportSelected = async () => {
    setExporting(true);
    try {
      const name = await downloadContestantsCsv(`ids=${selected.join(',')}`);
      toast.success(t(m.downloading, { name }));
    } catch (err) {
      toast.error(messageOf(err, t(m.exportFailed)));
    } finally {
      setExporting(false);
    }
  };

  const n = selected.length;
  const fieldId = `bulk-${asking ?? 'action'}`;
  return (
    <>
      {n > 0 ? (
        <section
          aria-label={t(m.bulkRegion)}
          className="mb-3 flex flex-wrap items-center gap-2 rounded-2xl border border-primary-main/30 bg-primary-main/5 px-4 py-3"
        >
          <p className="me-2 text-sm font-semibold text-primary-dark">{t(m.ticked, { count: n })}</p>
          <Button variant="secondary" className="px-3 py-1.5 text-sm" onClick={() => open('grant-edits')}>
            <PencilLine className="h-4 w-4" aria-hidden /> {t(m.grantEdits)}
          </Button>
          {mayJudge ? (
            <Button variant="secondary" className="px-3 py-1.5 text-sm" onClick={() => open('add-to-round')}>
              <Gavel className="h-4 w-4" aria-hidden /> {t(m.addToRound)}
            </Button>
          ) : null}
          <Button variant="secondary" className="px-3 py-1.5 text-sm" onClick={() => open('add-tag')}>
            <Tag className="h-4 w-4" aria-hidden /> {t(m.addTag)}
          </Button>
          <Button variant="secondary" className="px-3 py-1.5 text-sm" onClick={() => open('remove-tag')}>
            <Tags className="h-4 w-4" aria-hidden /> {t(m.takeTagOff)}
          </Button>
          {canStaff(user, 'contestants', 'export') ? (
            <Button variant="secondary" className="px-3 py-1.5 text-sm" onClick={exportSelected} busy={exporting}>
              {exporting ? null : <Download className="h-4 w-4" aria-hidden />} {t(m.exportTicked)}
            </Button>
          ) : null}
          <button
            type="button"
            onClick={onClear}
            className="ms-auto text-sm font-semibold text-primary-main hover:underline"
          >
            {t(m.clear)}
          </button>
        </section>
      ) : null}
      {skipped ? <Skipped result={skipped} onClose={() => setSkipped(null)} /> : null}

      <Dialog
        open={asking !== null}
        onOpenChange={(o) => (o ? null : close())}
        title={asking ? t(TITLES[asking]) : ''}
        description={t(m.forTicked, { count: n })}
        dismissible={!action.isPending}
        size="small"
      >
        <form onSubmit={submit} noValidate className="space-y-4">
          {asking === 'grant-edits' ? (
            <Field id={fieldId} label={t(m.extraEditsEach)} error={fieldError}>
              <input
                id={fieldId}
                type="number"
                min={1}
                max={10}
                inputMode="numeric"
                data-autofocus
                value={count}
                onChange={(e) => setCount(e.target.value)}
                aria-invalid={fieldError ? true : undefined}
                aria-describedby={describedBy(fieldId, { error: fieldError })}
                className={controlClass(Boolean(fieldError))}
              />
            </Field>
          ) : null}
          {asking === 'add-to-round' ? (
            <Field id={fieldId} label={t(m.round)} error={fieldError} hint={t(m.roundsHint)}>
              <SelectControl
                id={fieldId}
                data-autofocus
                value={roundId}
                onChange={(e) => setRoundId(e.target.value)}
                invalid={Boolean(fieldError)}
                aria-describedby={describedBy(fieldId, { error: fieldError, hint: t(m.roundsHint) })}
              >
                <option value="">{rounds.isPending ? t(m.loading) : t(m.chooseRound)}</option>
                {drafts.map((r) => (
                  <option key={r.id} value={r.id}>
                    {t(m.roundOption, {
                      continent: r.continent ? continentLabel(r.continent) : t(m.global),
                      name: r.name,
                      season: r.season,
                    })}
                  </option>
                ))}
              </SelectControl>
            </Field>
          ) : null}
          {asking === 'add-tag' || asking === 'remove-tag' ? (
            <Field id={fieldId} label={t(m.tag)} error={fieldError} hint={t(m.tagHint)}>
              <input
                id={fieldId}
                data-autofocus
                maxLength={32}
                value={tag}
                onChange={(e) => setTag(e.target.value)}
                aria-invalid={fieldError ? true : undefined}
                aria-describedby={describedBy(fieldId, {
                  error: fieldError,
                  hint: t(m.tagHint),
                })}
                className={controlClass(Boolean(fieldError))}
              />
            </Field>
          ) : null}
          <div className="flex justify-end gap-2">
            <Button type="button" variant="secondary" onClick={close} disabled={action.isPending}>
              {t(m.cancel)}
            </Button>
            <Button type="submit" busy={action.isPending}>
              {asking ? t(TITLES[asking]) : t(m.apply)}
            </Button>
          </div>
        </form>
      </Dialog>
    </>
  );
}
