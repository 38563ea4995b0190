import {
  clampStep,
  emptyDraft,
  PREVIEW_STEPS,
  previewCompletion,
  type RegistrationDraft,
  stepProgress,
} from '@cq/shared';
import { ArrowLeft, ArrowRight, Check, PartyPopper } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Dialog } from '../../../components/ui/dialog';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { useT } from '../../../i18n/locale-context';
import type { MessageDescriptor } from '../../../i18n/message-descriptor';
import { previewMessages as m, STEP_NAMES } from '../messages';
import { BackgroundStep } from './background-step';
import { PersonalStep } from './personal-step';
import { PhysicalStep } from './physical-step';
import { ReviewStep } from './review-step';
import { SocialStep } from './social-step';
import type { Patch } from './wizard-types';

const LAST = PREVIEW_STEPS.length - 1;

/** The completion bar's encouragement for a percentage (the tiers of the shared completionMessage). */
function completionTier(percent: number): string {
  if (percent >= 100) return 'done';
  if (percent >= 75) return 'almost';
  if (percent >= 50) return 'half';
  if (percent >= 25) return 'start';
  return 'none';
}

/** The five-step mock of the contestant registration; it makes no calls. */
export function RegistrationPreviewWizard() {
  const t = useT();
  const [step, setStep] = useState(0);
  const [draft, setDraft] = useState<RegistrationDraft>(emptyDraft);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [submitted, setSubmitted] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);

  const patch: Patch = useCallback((recipe) => {
    setDraft((d) => {
      const next = structuredClone(d);
      recipe(next);
      return next;
    });
  }, []);
  const setError = useCallback((key: string, message: string | null) => {
    setErrors((e) => {
      if (message === null) {
        if (!(key in e)) return e;
        const { [key]: _, ...rest } = e;
        return rest;
      }
      return { ...e, [key]: message };
    });
  }, []);

  // Each move clears the errors and moves focus to the step's heading.
  const goTo = (target: number) => {
    moved.current = true;
    setErrors({});
    setStep(clampStep(target));
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: the step is the trigger.
  useEffect(() => {
    if (moved.current) headingRef.current?.focus();
  }, [step]);

  const completion = previewCompletion(draft);

  return (
    <div className="container-page py-10 sm:py-14">
      <div className="card overflow-hidden">
        <div className="border-b border-hairline bg-ivory/70 p-6 sm:p-8">
          <div className="flex flex-wrap items-start justify-between gap-4">
            <div>
              <p className="eyebrow">{t(m.eyebrow)}</p>
              <h1 className="mt-2 text-3xl">{t(m.heading)}</h1>
              <p className="mt-2 text-sm text-muted">{t(m.intro)}</p>
            </div>
            <span className="rounded-full bg-status-pending/10 px-3 py-1 text-xs font-semibold uppercase tracking-wider text-status-pending">
              {t(m.previewOnly)}
            </span>
          </div>
          <ProgressBar
            className="mt-6"
            value={completion}
            label={t(m.formCompletion)}
            tone="gold"
            text={t(m.completionText, { percent: completion, tier: completionTier(completion) })}
          />
        </div>

        <nav aria-label={t(m.steps)} className="border-b border-hairline px-6 py-5 sm:px-8">
          <ol className="flex items-center gap-1 overflow-x-auto md:gap-2">
            {PREVIEW_STEPS.map((name, i) => (
              <li key={name} className="flex shrink-0 items-center gap-1 md:gap-2">
                <button
                  type="button"
                  onClick={() => goTo(i)}
                  aria-current={i === step ? 'step' : undefined}
                  className={`flex items-center gap-2 rounded-full p-1.5 text-sm font-medium md:px-3 ${
                    i === step
                      ? 'bg-primary-main text-primary-contrast'
                      : i < step
                        ? 'text-primary-main hover:bg-ivory'
                        : 'text-muted hover:bg-ivory'
                  }`}
                >
                  <span
                    className={`flex h-6 w-6 items-center justify-center rounded-full text-xs font-semibold ${
                      i === step ? 'bg-white/20' : i < step ? 'bg-primary-main text-white' : 'bg-hairline text-ink'
                    }`}
                  >
                    {i < step ? <Check className="h-3.5 w-3.5" aria-hidden /> : i + 1}
                  </span>
                  {/* On a phone the numbers alone fit; the current step's name is the heading below. */}
                  <span className="sr-only md:not-sr-only">{t(STEP_NAMES[i] as MessageDescriptor)}</span>
                </button>
                {i < LAST ? <span className="h-px w-4 bg-hairline md:w-6" aria-hidden /> : null}
              </li>
            ))}
          </ol>
          <ProgressBar className="mt-4" value={stepProgress(step)} label={t(m.stepProgress)} size="thin" tone="rose" />
        </nav>

        <div className="p-6 sm:p-8">
          <h2 ref={headingRef} tabIndex={-1} className="text-2xl focus:outline-none">
            <span className="block text-sm font-sans font-semibold uppercase tracking-[0.15em] text-accent-main">
              {t(m.stepOf, { step: step + 1, total: PREVIEW_STEPS.length })}
            </span>
            {t(STEP_NAMES[step] as MessageDescriptor)}
          </h2>
          <div className="mt-6">
            {step === 0 ? <PersonalStep draft={draft} patch={patch} /> : null}
            {step === 1 ? <PhysicalStep draft={draft} patch={patch} /> : null}
            {step === 2 ? <BackgroundStep draft={draft} patch={patch} errors={errors} setError={setError} /> : null}
            {step === 3 ? <SocialStep draft={draft} patch={patch} /> : null}
            {step === 4 ? <ReviewStep draft={draft} patch={patch} goTo={goTo} /> : null}
          </div>
        </div>

        <div className="flex items-center justify-between gap-3 border-t border-hairline bg-ivory/70 px-6 py-5 sm:px-8">
          <button type="button" className="btn-outline px-5" onClick={() => goTo(step - 1)} disabled={step === 0}>
            <ArrowLeft className="h-4 w-4 rtl:-scale-x-100" aria-hidden /> {t(m.back)}
          </button>
          {step < LAST ? (
            <button type="button" className="btn-primary px-6" onClick={() => goTo(step + 1)}>
              {t(m.next)} <ArrowRight className="h-4 w-4 rtl:-scale-x-100" aria-hidden />
            </button>
          ) : (
            <button type="button" className="btn-gold px-6" onClick={() => setSubmitted(true)}>
              {t(m.submit)} <Check className="h-4 w-4" aria-hidden />
            </button>
          )}
        </div>
      </div>

      <Dialog
        open={submitted}
        onOpenChange={setSubmitted}
        title={t(m.submittedTitle)}
        description={t(m.submittedText)}
        size="small"
        icon={
          <span className="flex h-16 w-16 items-center justify-center rounded-full bg-status-approved/10 text-status-approved">
            <PartyPopper className="h-8 w-8" aria-hidden />
          </span>
        }
        footer={
          <button type="button" className="btn-primary w-full" onClick={() => setSubmitted(false)}>
            {t(m.close)}
          </button>
        }
      />
    </div>
  );
}
