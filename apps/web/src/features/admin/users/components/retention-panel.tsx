import {
  RETENTION_MONTHS_MAX,
  RETENTION_MONTHS_MIN,
  type RetentionCriteria,
  retentionCriteriaSchema,
} from '@cq/shared';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { controlClass, Field } from '../../../../components/ui/field';
import { Panel } from '../../components/admin-page';
import { formatDate, formatDateTime } from '../../components/format';
import { retentionQuery, useRetentionDryRun, useSwitchRetention } from '../api/retention';

const sameCriteria = (a: RetentionCriteria, b: RetentionCriteria) =>
  a.months === b.months && a.rejected === b.rejected && a.abandoned === b.abandoned;

/**
 * The retention rule: which ended registrations are erased after how many months. Staff check how many it would
 * erase now before they can switch it on; the switch carries that count, so the server refuses if it changed.
 */
export function RetentionPanel({ canChange }: { canChange: boolean }) {
  const { data, isError } = useQuery(retentionQuery);
  const check = useRetentionDryRun();
  const change = useSwitchRetention();
  const [months, setMonths] = useState('12');
  const [rejected, setRejected] = useState(true);
  const [abandoned, setAbandoned] = useState(true);
  const rule = data?.rule;

  // The form starts from the stored rule.
  useEffect(() => {
    if (!rule) return;
    setMonths(String(rule.months));
    setRejected(rule.rejected);
    setAbandoned(rule.abandoned);
  }, [rule]);

  const parsed = retentionCriteriaSchema.safeParse({ months: Number(months), rejected, abandoned });
  const criteria = parsed.success ? parsed.data : null;
  const problem = parsed.success ? null : (parsed.error.issues[0]?.message ?? 'Check the rule');
  const checked =
    check.data && check.variables && criteria && sameCriteria(check.variables, criteria) ? check.data : null;

  return (
    <Panel title="Retention">
      {isError ? <p className="text-sm text-status-rejected">The rule could not be loaded.</p> : null}
      {rule ? (
        <p className="mb-4 text-sm text-ink" aria-live="polite">
          {rule.enabled
            ? `On since ${formatDateTime(rule.enabledAt)}: a daily job erases ${[rule.rejected ? 'rejected' : null, rule.abandoned ? 'abandoned' : null].filter(Boolean).join(' and ')} registrations untouched for ${rule.months} months. It would erase ${data.dryRun.count} now.`
            : 'Off: nothing is erased on its own.'}
          {data.lastRun ? (
            <span className="block text-xs text-muted">
              Last run {formatDateTime(data.lastRun.at)}: {data.lastRun.erased} erased.
            </span>
          ) : null}
        </p>
      ) : null}
      <div className="grid gap-3 sm:grid-cols-[12rem_1fr] sm:items-end">
        <Field id="retention-months" label="After (months)" error={problem ?? undefined}>
          <input
            id="retention-months"
            type="number"
            inputMode="numeric"
            min={RETENTION_MONTHS_MIN}
            max={RETENTION_MONTHS_MAX}
            className={controlClass(Boolean(problem), 'text-sm')}
            value={months}
            disabled={!canChange}
            onChange={(e) => setMonths(e.target.value)}
          />
        </Field>
        <fieldset className="flex flex-wrap gap-2">
          <legend className="sr-only">Which registrations</legend>
          {(
            [
              ['rejected', 'Rejected registrations', rejected, setRejected],
              ['abandoned', 'Abandoned (never submitted)', abandoned, setAbandoned],
            ] as const
          ).map(([key, label, value, set]) => (
            <label
              key={key}
              className="inline-flex min-h-11 items-center gap-2 rounded-full border border-hairline px-3 text-sm"
            >
              <input
                type="checkbox"
                className="h-4 w-4 accent-primary-main"
                checked={value}
                disabled={!canChange}
                onChange={(e) => set(e.target.checked)}
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
            onClick={() => criteria && check.mutate(criteria)}
          >
            Check how many
          </Button>
          <Button
            className="px-4 py-2"
            busy={change.isPending}
            disabled={!checked || !criteria || change.isPending}
            onClick={() =>
              criteria && checked && change.mutate({ enabled: true, criteria, expectedCount: checked.count })
            }
          >
            {rule?.enabled ? 'Save and keep on' : 'Switch on'}
          </Button>
          {rule?.enabled ? (
            <Button
              variant="ghost"
              className="px-4 py-2"
              disabled={change.isPending}
              onClick={() => change.mutate({ enabled: false })}
            >
              Switch off
            </Button>
          ) : null}
        </div>
      ) : null}
      <p className="mt-3 text-sm text-ink" aria-live="polite">
        {checked
          ? `It would erase ${checked.count} registration${checked.count === 1 ? '' : 's'} now (untouched since before ${formatDate(checked.cutoff)}).`
          : canChange
            ? 'Check how many it would erase before switching it on.'
            : null}
      </p>
    </Panel>
  );
}
