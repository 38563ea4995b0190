import { Mail, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { Message, useT } from '../../../i18n/locale-context';
import { BUILT_AT, useClientValue } from '../../../lib/use-client-value';
import { useOrganisation } from '../api/use-site-settings';
import { legalPageMessages as m } from './legal-messages';
import { useLongDate } from './long-date';

export interface LegalSection {
  id: string;
  title: string;
  body: ReactNode;
}

const isoDay = (d: Date) => d.toISOString().slice(0, 10);
const today = () => isoDay(new Date());

/** Frame of the Terms of Use and Privacy Policy: banner, date, contents, sections and contact. */
export function LegalPage({ title, intro, sections }: { title: string; intro: ReactNode; sections: LegalSection[] }) {
  const { contactEmail, phone } = useOrganisation();
  // These pages are dated today: the visitor's today, not the day the page was built.
  const day = useClientValue(today, isoDay(BUILT_AT));
  const t = useT();
  const longDate = useLongDate();
  return (
    <>
      <section className="relative isolate overflow-hidden bg-primary-dark text-white">
        <img
          src="/images/banners/legal.svg"
          alt=""
          width={1600}
          height={400}
          className="absolute inset-0 -z-10 h-full w-full object-cover"
        />
        <div className="container-page py-16 sm:py-20">
          <p className="text-xs font-semibold uppercase tracking-[0.3em] text-secondary-light">{t(m.eyebrow)}</p>
          <h1 className="mt-4 text-4xl text-white sm:text-5xl">{title}</h1>
          <p className="mt-4 text-white/85">
            <Message
              message={m.lastUpdated}
              values={{ date: <time dateTime={day}>{longDate(new Date(`${day}T12:00:00Z`))}</time> }}
            />
          </p>
        </div>
      </section>
      <div className="container-page grid gap-12 py-14 lg:grid-cols-[16rem_1fr]">
        <nav aria-label={t(m.onThisPage)} className="hidden lg:block">
          <div className="sticky top-[calc(var(--header-height)+2rem)]">
            <p className="eyebrow">{t(m.onThisPage)}</p>
            <ol className="mt-4 space-y-2 text-sm">
              {sections.map((s, i) => (
                <li key={s.id}>
                  <a href={`#${s.id}`} className="text-muted hover:text-primary-main">
                    {t(m.sectionTitle, { number: i + 1, title: s.title })}
                  </a>
                </li>
              ))}
            </ol>
          </div>
        </nav>
        <article className="prose-legal min-w-0 max-w-3xl">
          <div className="text-lg leading-relaxed text-ink/85">{intro}</div>
          {sections.map((s, i) => (
            <section key={s.id} id={s.id} className="scroll-mt-[calc(var(--header-height)+1rem)]">
              <h2>{t(m.sectionTitle, { number: i + 1, title: s.title })}</h2>
              {s.body}
            </section>
          ))}
          <section id="contact" className="card mt-12 p-7">
            <h2 className="!mt-0">{t(m.contactTitle)}</h2>
            <p>{t(m.contactText)}</p>
            <ul className="!list-none !ps-0">
              <li className="flex items-center gap-2">
                <Mail className="h-4 w-4 text-primary-main" aria-hidden />
                <a
                  href={`mailto:${contactEmail}`}
                  dir="ltr"
                  className="font-semibold text-primary-main hover:underline"
                >
                  {contactEmail}
                </a>
              </li>
              <li className="flex items-center gap-2">
                <Phone className="h-4 w-4 text-primary-main" aria-hidden />
                <a
                  href={`tel:${phone.replace(/[^\d+]/g, '')}`}
                  dir="ltr"
                  className="font-semibold text-primary-main hover:underline"
                >
                  {phone}
                </a>
              </li>
            </ul>
          </section>
        </article>
      </div>
    </>
  );
}
