import { type CompletionTier, completionTier, REGISTRATION_STEPS, STEP_COUNT, stepPercent } from '@cq/shared';
import { Check, CloudUpload, Loader2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { ProgressBar, type ProgressBarProps } from '../../../components/ui/progress-bar';
import { useFormat } from '../../../i18n/format';
import { useT } from '../../../i18n/locale-context';
import type { AutosaveState } from '../form/use-autosave';
import { completionMessages, registrationMessages as m, stepTitleMessages } from './messages';

/** 'Step n of total' with the percent, the step's title and the eight steps at a glance. */
export function StepHeader({ step }: { step: number }) {
  const t = useT();
  const percent = stepPercent(step);
  const current = REGISTRATION_STEPS[step];
  return (
    <div>
      <div className="flex items-baseline justify-between gap-3">
        <p className="text-sm font-semibold text-primary-main">{t(m.stepOf, { step: step + 1, total: STEP_COUNT })}</p>
        <p className="text-sm font-semibold text-muted" aria-hidden>
          {t(m.percent, { percent })}
        </p>
      </div>
      <h2 className="mt-1 font-serif text-2xl text-ink sm:text-3xl">
        {current ? t(stepTitleMessages[current.id]) : null}
      </h2>
      <ProgressBar className="mt-3" value={percent} label={t(m.stepProgress)} size="thin" tone="rose" />
      <ol className="mt-4 hidden grid-cols-4 gap-1.5 md:grid" aria-label={t(m.steps)}>
        {REGISTRATION_STEPS.map((s, i) => (
          <li
            key={s.id}
            aria-current={i === step ? 'step' : undefined}
            className={`flex min-w-0 items-center gap-1.5 rounded-full px-2.5 py-1 text-xs font-semibold ${
              i === step
                ? 'bg-primary-main text-primary-contrast'
                : i < step
                  ? 'bg-primary-main/10 text-primary-dark'
                  : 'bg-ivory text-muted'
            }`}
          >
            <span
              className={`grid h-4 w-4 shrink-0 place-items-center rounded-full text-[0.6rem] ${
                i === step ? 'bg-white/25' : i < step ? 'bg-primary-main text-white' : 'bg-hairline'
              }`}
              aria-hidden
            >
              {i < step ? <Check className="h-3 w-3" /> : i + 1}
            </span>
            <span className="truncate">{t(stepTitleMessages[s.id])}</span>
          </li>
        ))}
      </ol>
    </div>
  );
}

const TIER_TONE: Record<CompletionTier, NonNullable<ProgressBarProps['tone']>> = {
  empty: 'danger',
  started: 'warning',
  half: 'gold',
  almost: 'primary',
  complete: 'success',
};
const TIER_TEXT: Record<CompletionTier, string> = {
  empty: 'text-accent-dark',
  started: 'text-status-pending',
  half: 'text-secondary-contrast',
  almost: 'text-primary-main',
  complete: 'text-status-approved',
};

/** Form Completion over the 41 tracked fields, with the five messages and colours. */
export function CompletionBar({ percent }: { percent: number }) {
  const t = useT();
  const { tier } = completionTier(percent);
  return (
    <div data-tier={tier}>
      <div className="mb-2 flex items-baseline justify-between gap-3">
        <p className="text-sm font-semibold text-ink">{t(m.completion)}</p>
        <p className={`text-sm font-bold ${TIER_TEXT[tier]}`}>{t(m.percent, { percent })}</p>
      </div>
      <ProgressBar value={percent} label={t(m.completion)} text={t(completionMessages[tier])} tone={TIER_TONE[tier]} />
    </div>
  );
}

/** Saving..., Saved with the time, or Auto-save enabled. */
export function AutosaveIndicator({ state, savedAt }: { state: AutosaveState; savedAt: Date | null }) {
  const t = useT();
  const format = useFormat();
  let content: ReactNode;
  if (state === 'saving') {
    content = (
      <>
        <Loader2 className="h-4 w-4 animate-spin motion-reduce:animate-none" aria-hidden /> {t(m.saving)}
      </>
    );
  } else if (state === 'saved' && savedAt) {
    content = (
      <>
        <Check className="h-4 w-4 text-status-approved" aria-hidden />{' '}
        {t(m.savedAt, { time: format.date(savedAt, { hour: 'numeric', minute: '2-digit' }) })}
      </>
    );
  } else if (state === 'error') {
    content = <span className="text-status-rejected">{t(m.saveError)}</span>;
  } else {
    content = (
      <>
        <CloudUpload className="h-4 w-4" aria-hidden /> {t(m.autosaveOn)}
      </>
    );
  }
  return (
    <p role="status" aria-live="polite" className="inline-flex items-center gap-1.5 text-sm text-muted">
      {content}
    </p>
  );
}
