import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { useT } from '../../../i18n/locale-context';
import { dashboardMessages as m } from '../messages';
import { nextStepsFor, type RegistrationState } from '../registration-state';

/** Next Steps by registration state (docs/product/portal.md#dashboard). */
export function NextSteps({ state }: { state: RegistrationState | null }) {
  const t = useT();
  return (
    <section id="next-steps" aria-labelledby="next-steps-heading" className="card scroll-mt-24 p-6">
      <p className="eyebrow">{t(m.journey)}</p>
      <h2 id="next-steps-heading" className="mt-1 text-2xl">
        {t(m.nextSteps)}
      </h2>
      {state === null ? (
        <div className="mt-5 h-20 animate-pulse rounded-xl bg-ivory" role="status" aria-label={t(m.loadingShort)} />
      ) : (
        <ol className="mt-5 space-y-3">
          {nextStepsFor(state).map((step, i) => (
            <li
              key={step.label.id}
              className="grid grid-cols-[auto_1fr] items-center gap-x-4 gap-y-3 rounded-xl border border-hairline bg-ivory/60 p-4 sm:flex"
            >
              <span
                className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-secondary-main/20 font-serif text-base font-semibold text-secondary-contrast"
                aria-hidden
              >
                {i + 1}
              </span>
              <p className="flex-1 text-sm leading-relaxed text-muted">{t(step.description)}</p>
              <Link
                to={step.to}
                className={`col-span-2 inline-flex shrink-0 items-center justify-center gap-2 rounded-full px-5 py-2.5 text-sm font-semibold transition-colors ${
                  i === 0
                    ? 'bg-primary-main text-primary-contrast hover:bg-primary-dark'
                    : 'border border-primary-main/40 text-primary-main hover:bg-primary-main hover:text-primary-contrast'
                }`}
              >
                {t(step.label)} <ArrowRight className="h-4 w-4 rtl:-scale-x-100" aria-hidden />
              </Link>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
