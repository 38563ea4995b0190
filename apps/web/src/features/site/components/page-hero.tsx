import type { ReactNode } from 'react';

/** The banner at the top of the inner pages: royal ground, crown lattice, optional art. */
export function PageHero({
  eyebrow,
  title,
  titleLang,
  text,
  art,
  children,
}: {
  eyebrow: string;
  title: string;
  /** The title's language when it is not the page's (words staff wrote only in English). */
  titleLang?: string | undefined;
  text?: ReactNode;
  art?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <section className="relative isolate overflow-hidden bg-royal text-white">
      <div className="bg-crown-pattern pointer-events-none absolute inset-0 -z-10 opacity-60" aria-hidden />
      <div className="container-page grid items-center gap-8 py-16 sm:py-20 lg:grid-cols-[1.3fr_1fr] lg:py-24">
        <div className="max-w-2xl">
          <p className="text-xs font-semibold uppercase tracking-[0.3em] text-secondary-light">{eyebrow}</p>
          <h1 lang={titleLang} className="mt-4 text-4xl leading-tight text-white sm:text-5xl lg:text-6xl">
            {title}
          </h1>
          <div className="gold-rule mt-6" />
          {text ? <div className="mt-6 text-lg leading-relaxed text-white/90">{text}</div> : null}
          {children ? <div className="mt-8 flex flex-wrap gap-4">{children}</div> : null}
        </div>
        {art ? <div className="hidden justify-self-end lg:block">{art}</div> : null}
      </div>
    </section>
  );
}
