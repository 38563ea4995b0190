import { type RoundRules, roundRulesSchema, WEIGHTS_MESSAGE, weightsTotalExactly100 } from '@cq/shared';
import { Plus, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { controlClass } from '#web/components/ui/field';
import { useFormat } from '#web/i18n/format';
import { useT, useText } from '#web/i18n/locale-context';
import { judgingAdminMessages as m } from '../messages';

const keyOf = (name: string, taken: string[]) => {
  const base =
    name
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .replace(/^[^a-z]+/, '')
      .slice(0, 30) || 'segment';
  let key = base;
  for (let n = 2; taken.includes(key); n += 1) key = `${base}-${n}`;
  return key;
};

/** The first problem with a round's rules, in the server's words, or null. */
export function rulesProblem(rules: RoundRules): string | null {
  const result = roundRulesSchema.safeParse(rules);
  return result.success ? null : (result.error.issues[0]?.message ?? 'Check the rules.');
}

/** Segments with their weights (the total must be exactly 100 %), the scale, drops, advancement and tie-break. */
export function RulesEditor({
  rules,
  onChange,
  disabled,
}: {
  rules: RoundRules;
  onChange: (rules: RoundRules) => void;
  disabled?: boolean;
}) {
  const t = useT();
  const text = useText();
  const format = useFormat();
  const id = useId();
  const total = rules.segments.reduce((sum, s) => sum + (Number.isFinite(s.weight) ? s.weight : 0), 0);
  const exact = weightsTotalExactly100(rules.segments);
  const setSegment = (i: number, change: Partial<RoundRules['segments'][number]>) =>
    onChange({ ...rules, segments: rules.segments.map((s, k) => (k === i ? { ...s, ...change } : s)) });

  return (
    <fieldset disabled={disabled} className="grid gap-5">
      <legend className="sr-only">{t(m.scoringRules)}</legend>
      <div>
        <table className="w-full text-sm">
          <caption className="mb-2 text-start font-semibold text-ink">{t(m.segmentsAndWeights)}</caption>
          <thead className="text-start text-muted">
            <tr>
              <th scope="col" className="pb-1 font-medium">
                {t(m.segment)}
              </th>
              <th scope="col" className="w-32 pb-1 font-medium">
                {t(m.weightPercent)}
              </th>
              <th scope="col" className="w-10 pb-1">
                <span className="sr-only">{t(m.remove)}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rules.segments.map((s, i) => (
              <tr key={s.key}>
                <td className="py-1 pe-2">
                  <input
                    aria-label={t(m.segmentName, { n: i + 1 })}
                    className={controlClass(false, 'py-2')}
                    value={s.name}
                    maxLength={60}
                    onChange={(e) => setSegment(i, { name: e.target.value })}
                  />
                </td>
                <td className="py-1 pe-2">
                  <input
                    aria-label={t(m.segmentWeightLabel, { segment: s.name || t(m.segmentNumber, { n: i + 1 }) })}
                    className={controlClass(!exact, 'py-2 text-end tabular-nums')}
                    inputMode="decimal"
                    value={Number.isFinite(s.weight) ? s.weight : ''}
                    onChange={(e) => setSegment(i, { weight: Number(e.target.value.replace(',', '.')) })}
                  />
                </td>
                <td className="py-1">
                  <button
                    type="button"
                    className="flex h-10 w-10 items-center justify-center rounded-full text-muted hover:bg-ivory hover:text-status-rejected"
                    aria-label={t(m.removeSegment, { segment: s.name || t(m.segmentNumber, { n: i + 1 }) })}
                    disabled={rules.segments.length <= 1}
                    onClick={() =>
                      onChange({
                        ...rules,
                        segments: rules.segments.filter((_, k) => k !== i),
                        tieBreakSegment: rules.tieBreakSegment === s.key ? null : rules.tieBreakSegment,
                      })
                    }
                  >
                    <Trash2 className="h-4 w-4" aria-hidden />
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <td className="pt-2">
                <button
                  type="button"
                  className="inline-flex items-center gap-1 text-sm font-semibold text-primary-main hover:underline"
                  disabled={rules.segments.length >= 12}
                  onClick={() =>
                    onChange({
                      ...rules,
                      segments: [
                        ...rules.segments,
                        {
                          key: keyOf(
                            'Segment',
                            rules.segments.map((s) => s.key),
                          ),
                          name: 'New segment',
                          weight: 0,
                        },
                      ],
                    })
                  }
                >
                  <Plus className="h-4 w-4" aria-hidden /> {t(m.addSegment)}
                </button>
              </td>
              <td
                className={`pt-2 text-end text-sm font-semibold tabular-nums ${exact ? 'text-status-approved' : 'text-status-rejected'}`}
              >
                {t(m.totalPercent, { total: format.number(Math.round(total * 100) / 100) })}
              </td>
              <td />
            </tr>
          </tfoot>
        </table>
        {exact ? null : (
          <p className="mt-2 text-sm text-status-rejected" role="alert">
            {text(WEIGHTS_MESSAGE)}
          </p>
        )}
      </div>

      <div className="grid gap-4 sm:grid-cols-3">
        {(['min', 'max', 'step'] as const).map((k) => (
          <label key={k} className="text-sm font-semibold text-ink">
            {t(k === 'min' ? m.lowestScore : k === 'max' ? m.highestScore : m.step)}
            <input
              className={controlClass(false, 'mt-1 py-2 tabular-nums')}
              inputMode="decimal"
              value={rules.scale[k]}
              onChange={(e) =>
                onChange({ ...rules, scale: { ...rules.scale, [k]: Number(e.target.value.replace(',', '.')) } })
              }
            />
          </label>
        ))}
      </div>

      <div className="grid gap-4 sm:grid-cols-3">
        <label className="text-sm font-semibold text-ink">
          {t(m.advanceCount)}
          <input
            type="number"
            min={1}
            max={200}
            className={controlClass(false, 'mt-1 py-2')}
            value={rules.advanceCount}
            onChange={(e) => onChange({ ...rules, advanceCount: Math.max(1, Math.trunc(Number(e.target.value) || 1)) })}
          />
        </label>
        <label className="text-sm font-semibold text-ink" htmlFor={`${id}-tie`}>
          {t(m.tieBreak)}
          <select
            id={`${id}-tie`}
            className={controlClass(false, 'mt-1 py-2')}
            value={rules.tieBreakSegment ?? ''}
            onChange={(e) => onChange({ ...rules, tieBreakSegment: e.target.value || null })}
          >
            <option value="">{t(m.tieBreakHeadOnly)}</option>
            {rules.segments.map((s) => (
              <option key={s.key} value={s.key}>
                {t(m.tieBreakThenHead, { segment: s.name })}
              </option>
            ))}
          </select>
        </label>
        <label className="flex items-center gap-3 self-end pb-2 text-sm font-semibold text-ink">
          <input
            type="checkbox"
            className="h-5 w-5 accent-primary-main"
            checked={rules.dropHighLow}
            onChange={(e) => onChange({ ...rules, dropHighLow: e.target.checked })}
          />
          {t(m.dropHighLow)}
        </label>
      </div>
    </fieldset>
  );
}
