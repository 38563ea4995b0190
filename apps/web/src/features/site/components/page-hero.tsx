import type { ReactNode } from 'react';
import { Seo } from '../../../components/seo';
import { useT } from '../../../i18n/locale-context';
import type { MessageDescriptor } from '../../../i18n/message-descriptor';

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

/** The words an inner page's top is made of, in its messages: how search engines list it, and its hero. */
export interface PageTopMessages {
  seoTitle: MessageDescriptor;
  seoDescription: MessageDescriptor;
  heroEyebrow: MessageDescriptor;
  heroTitle: MessageDescriptor;
  heroText: MessageDescriptor;
}

/**
 * An inner page's top from its messages: its search listing and its hero, with the hero's picture (`art`, an
 * address under /images/hero) and its calls to action (`children`).
 */
export function PageTop({
  messages: m,
  art,
  children,
}: {
  messages: PageTopMessages;
  art?: string;
  children?: ReactNode;
}) {
  const t = useT();
  return (
    <>
      <Seo title={t(m.seoTitle)} description={t(m.seoDescription)} />
      <PageHero
        eyebrow={t(m.heroEyebrow)}
        title={t(m.heroTitle)}
        text={t(m.heroText)}
        art={art ? <img src={art} alt="" width={420} height={378} className="w-[26rem]" /> : undefined}
      >
        {children}
      </PageHero>
    </>
  );
}
