import {
  RETENTION_MONTHS_MAX,
  RETENTION_MONTHS_MIN,
  type RetentionCriteria,
  retentionCriteriaSchema,
} from '@cq/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Button } from '#web/components/ui/button';
import { controlClass, Field } from '#web/components/ui/field';
import { useT, useText } from '#web/i18n/locale-context';
import { Panel } from '../../components/admin-page';
import { useAdminFormat } from '../../components/format';
import { retentionQuery, useRetentionDryRun, useSwitchRetention } from '../api/retention';
import { usersMessages as m } from '../messages';

const sameCriteria = (a: RetentionCriteria, b: RetentionCriteria) =>
  a.months === b.months && a.rejected === b.rejected && a.abandoned === b.abandoned;

/**
 * The retention rule: which ended registrations are erased after how many months. Staff check how many it would
 * erase now before they can switch it on; the switch carries that count, so the server refuses if it changed.
 */
export function RetentionPanel({ canChange }: { canChange: boolean }) {
  const t = useT();
  const text = useText();
  const dates = useAdminFormat();
  const { data, isError } = useQuery(retentionQuery);
  const check = useRetentionDryRun();
  const change = useSwitchRetention();
  // Checked with the server's own rule as she types: the buttons wait for criteria it accepts.
  const form = useForm<RetentionCriteria>({
    resolver: zodResolver(retentionCriteriaSchema),
    mode: 'onChange',
    defaultValues: { months: 12, rejected: true, abandoned: true },
  });
  const { reset } = form;
  const { errors, isValid } = form.formState;
  const values = useWatch({ control: form.control });
  const rule = data?.rule;

  // The form starts from the stored rule.
  useEffect(() => {
    if (rule) reset({ months: rule.months, rejected: rule.rejected, abandoned: rule.abandoned });
  }, [rule, reset]);

  const criteria: RetentionCriteria | null = isValid
    ? { months: Number(values.months), rejected: Boolean(values.rejected), abandoned: Boolean(values.abandoned) }
    : null;
  const error = errors.months?.message ?? errors.rejected?.message ?? errors.abandoned?.message ?? null;
  const problem = error ? text(error) : null;
  const checked =
    check.data && check.variables && criteria && sameCriteria(check.variables, criteria) ? check.data : null;
  const checkHowMany = form.handleSubmit((c) => check.mutate(c));
  const switchOn = form.handleSubmit((c) => {
    if (checked) change.mutate({ enabled: true, criteria: c, expectedCount: checked.count });
  });

  return (
    <Panel title={t(m.retentionTitle)}>
      {isError ? <p className="text-sm text-status-rejected">{t(m.ruleFailed)}</p> : null}
      {rule ? (
        <p className="mb-4 text-sm text-ink" aria-live="polite">
          {rule.enabled
            ? t(m.retentionOn, {
                date: dates.dateTime(rule.enabledAt),
                which: rule.rejected && rule.abandoned ? 'both' : rule.rejected ? 'rejected' : 'abandoned',
                months: rule.months,
                count: data.dryRun.count,
              })
            : t(m.retentionOff)}
          {data.lastRun ? (
            <span className="block text-xs text-muted">
              {t(m.lastRun, { date: dates.dateTime(data.lastRun.at), count: data.lastRun.erased })}
            </span>
          ) : null}
        </p>
      ) : null}
      <div className="grid gap-3 sm:grid-cols-[12rem_1fr] sm:items-end">
        <Field id="retention-months" label={t(m.afterMonths)} error={problem ?? undefined}>
          <input
            id="retention-months"
            type="number"
            inputMode="numeric"
            min={RETENTION_MONTHS_MIN}
            max={RETENTION_MONTHS_MAX}
            className={controlClass(Boolean(problem), 'text-sm')}
            disabled={!canChange}
            {...form.register('months', { valueAsNumber: true })}
          />
        </Field>
        <fieldset className="flex flex-wrap gap-2">
          <legend className="sr-only">{t(m.whichRegistrations)}</legend>
          {(
            [
              ['rejected', t(m.rejectedRegistrations)],
              ['abandoned', t(m.abandonedRegistrations)],
            ] as const
          ).map(([key, label]) => (
            <label
              key={key}
              className="inline-flex min-h-11 items-center gap-2 rounded-full border border-hairline px-3 text-sm"
            >
              {/* Either box may break the rule "choose what to erase", whose message sits with the first. */}
              <input
                type="checkbox"
                className="h-4 w-4 accent-primary-main"
                disabled={!canChange}
                {...form.register(key, { deps: ['rejected'] })}
              />
              {label}
            </label>
          ))}
        </fieldset>
      </div>
      {canChange ? (
        <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-center">
          <Button
            variant="secondary"
            className="px-4 py-2"
            busy={check.isPending}
            disabled={!criteria || check.isPending}
            onClick={() => void checkHowMany()}
          >
            {t(m.checkHowMany)}
          </Button>
          <Button
            className="px-4 py-2"
            busy={change.isPending}
            disabled={!checked || !criteria || change.isPending}
            onClick={() => void switchOn()}
          >
            {t(rule?.enabled ? m.saveAndKeepOn : m.switchOn)}
          </Button>
          {rule?.enabled ? (
            <Button
              variant="ghost"
              className="px-4 py-2"
              disabled={change.isPending}
              onClick={() => change.mutate({ enabled: false })}
            >
              {t(m.switchOff)}
            </Button>
          ) : null}
        </div>
      ) : null}
      <p className="mt-3 text-sm text-ink" aria-live="polite">
        {checked
          ? t(m.wouldErase, { count: checked.count, date: dates.date(checked.cutoff) })
          : canChange
            ? t(m.checkFirst)
            : null}
      </p>
    </Panel>
  );
}
