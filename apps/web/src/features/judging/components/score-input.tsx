import { Check, CloudOff, Minus, Plus } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useT } from '../../../i18n/locale-context';
import type { JudgeScale } from '../api/judge-api';
import { judgingMessages as m } from '../messages';
import { formatScore, nudge, onScale, parseScore } from './scale';

export type ScoreState = 'saved' | 'waiting' | 'refused' | 'superseded' | 'empty';

export interface ScoreInputProps {
  label: string;
  /** The segment's weight in percent, shown beside its name. */
  weight: number;
  scale: JudgeScale;
  value: number | undefined;
  state: ScoreState;
  /** The segment is submitted: the score is shown, not changed. */
  locked?: boolean;
  /** Why the server refused the value on screen, when it did. */
  refusal?: string;
  onCommit: (value: number) => void;
}

/**
 * One segment's score: a large field between − and + buttons of a thumb's size. A typed value is taken when it is
 * on the scale's grid (Enter, or leaving the field); a button moves one step and takes the value at once.
 */
export function ScoreInput({ label, weight, scale, value, state, locked, refusal, onCommit }: ScoreInputProps) {
  const id = useId();
  const t = useT();
  const hint = t(m.scaleHint, {
    min: formatScore(scale.min, scale),
    max: formatScore(scale.max, scale),
    step: String(scale.step),
  });
  const [text, setText] = useState(value === undefined ? '' : formatScore(value, scale));
  const [error, setError] = useState<string | null>(null);

  // A value from elsewhere (the server's copy arriving, the next delegate) replaces what is typed.
  useEffect(() => {
    setText(value === undefined ? '' : formatScore(value, scale));
    setError(null);
  }, [value, scale]);

  const commitText = () => {
    if (text.trim() === '') return;
    const parsed = parseScore(text);
    if (parsed === null || !onScale(parsed, scale)) {
      setError(hint);
      return;
    }
    setError(null);
    if (parsed !== value) onCommit(parsed);
  };
  const step = (direction: 1 | -1) => {
    const next = nudge(value, direction, scale);
    setError(null);
    setText(formatScore(next, scale));
    onCommit(next);
  };

  const message = error ?? refusal ?? null;
  const describedBy = message ? `${id}-error` : `${id}-hint`;
  return (
    <div className="min-w-0 rounded-2xl border border-hairline bg-white p-4 shadow-card">
      <div className="flex items-baseline justify-between gap-3">
        <label htmlFor={id} className="font-serif text-lg text-ink">
          {label}
        </label>
        <span className="text-sm text-muted">{weight} %</span>
      </div>
      <p id={`${id}-hint`} className="sr-only">
        {hint}
      </p>
      <div className="mt-3 flex items-center gap-3">
        <button
          type="button"
          className="flex h-14 w-14 shrink-0 items-center justify-center rounded-full border border-hairline bg-ivory text-primary-main hover:border-primary-light disabled:opacity-40"
          aria-label={t(m.lower, { label, step: scale.step })}
          disabled={locked || value === scale.min}
          onClick={() => step(-1)}
        >
          <Minus className="h-6 w-6" aria-hidden />
        </button>
        <input
          id={id}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          size={4}
          className="h-14 w-0 min-w-0 flex-1 rounded-xl border border-hairline bg-white text-center font-serif text-3xl text-ink tabular-nums focus:border-primary-main focus:outline-none focus:ring-2 focus:ring-primary-light/40 disabled:bg-ivory disabled:text-muted aria-[invalid=true]:border-status-rejected"
          value={text}
          placeholder="–"
          disabled={locked}
          aria-invalid={message ? true : undefined}
          aria-describedby={describedBy}
          onChange={(e) => setText(e.target.value)}
          onBlur={commitText}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              commitText();
            }
          }}
        />
        <button
          type="button"
          className="flex h-14 w-14 shrink-0 items-center justify-center rounded-full border border-hairline bg-ivory text-primary-main hover:border-primary-light disabled:opacity-40"
          aria-label={t(m.raise, { label, step: scale.step })}
          disabled={locked || value === scale.max}
          onClick={() => step(1)}
        >
          <Plus className="h-6 w-6" aria-hidden />
        </button>
      </div>
      <div className="mt-2 min-h-5 text-sm" aria-live="polite">
        {message ? (
          <p id={`${id}-error`} className="text-status-rejected">
            {message}
          </p>
        ) : locked ? (
          <p className="text-muted">{t(m.submittedState)}</p>
        ) : state === 'saved' ? (
          <p className="flex items-center gap-1 text-status-approved">
            <Check className="h-4 w-4" aria-hidden /> {t(m.saved)}
          </p>
        ) : state === 'superseded' ? (
          <p className="text-status-pending">{t(m.superseded)}</p>
        ) : state === 'waiting' ? (
          <p className="flex items-center gap-1 text-status-pending">
            <CloudOff className="h-4 w-4" aria-hidden /> {t(m.waiting)}
          </p>
        ) : null}
      </div>
    </div>
  );
}
