import { CONTINENTS } from '@cq/shared';
import { ArrowRight, Check, HeartHandshake } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { ContinentGlyph } from '../../../components/continent-glyph';
import { Seo } from '../../../components/seo';
import { useContinentName } from '../../../i18n/common-messages';
import { useT } from '../../../i18n/locale-context';
import { ContinentVotes } from '../../voting';
import { ContinentDelegates } from '../components/continent-delegates';
import { ContinentLinks } from '../components/continent-links';
import { CONTINENT_STORIES } from '../content/continent-stories';
import { continentMessages as m } from './continent-messages';
import NotFoundPage from './not-found-page';

export default function ContinentPage() {
  const t = useT();
  const continentName = useContinentName();
  const { continent } = useParams();
  const info = CONTINENTS.find((c) => c.slug === continent);
  if (!info) return <NotFoundPage />;
  const story = CONTINENT_STORIES[info.slug];
  const others = CONTINENTS.filter((c) => c.slug !== info.slug);
  const name = continentName(info.slug);
  return (
    <>
      <Seo title={t(story.title)} description={t(story.seo)} />
      <section className="relative isolate overflow-hidden bg-royal text-white">
        <div className="bg-crown-pattern pointer-events-none absolute inset-0 -z-10 opacity-60" aria-hidden />
        <div className="container-page grid items-center gap-10 py-16 sm:py-20 lg:grid-cols-[1.2fr_1fr] lg:py-24">
          <div>
            <p className="text-xs font-semibold uppercase tracking-[0.3em] text-secondary-light">{t(m.eyebrow)}</p>
            <h1 className="mt-4 text-4xl text-white sm:text-5xl lg:text-6xl">{name}</h1>
            <p className="mt-3 font-serif text-2xl italic text-secondary-light">{t(story.headline)}</p>
            <div className="gold-rule mt-6" />
            <p className="mt-6 max-w-xl text-lg leading-relaxed text-white/90">{t(story.intro[0])}</p>
            <Link to="/auth/signup" className="btn-gold mt-8 px-8 py-3.5">
              {t(m.registerNow)} <ArrowRight className="h-4 w-4 rtl:-scale-x-100" aria-hidden />
            </Link>
          </div>
          <ContinentGlyph
            slug={info.slug}
            className="mx-auto h-56 w-full max-w-md drop-shadow-xl sm:h-72 lg:h-80"
            paint="bg-gradient-to-br from-secondary-light via-secondary-main to-secondary-dark"
          />
        </div>
      </section>

      <section className="section bg-white">
        <div className="container-page grid gap-12 lg:grid-cols-[1.3fr_1fr]">
          <div>
            <p className="eyebrow">{t(story.title)}</p>
            <h2 className="mt-3 text-3xl sm:text-4xl">{t(m.road, { continent: name })}</h2>
            <p className="mt-5 text-lg leading-relaxed text-muted">{t(story.intro[1])}</p>
            <ol className="mt-10 space-y-6">
              {story.programme.map((step, i) => (
                <li key={step.title.id} className="flex gap-5">
                  <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-primary-main font-serif text-lg font-semibold text-white">
                    {i + 1}
                  </span>
                  <div>
                    <h3 className="text-xl">{t(step.title)}</h3>
                    <p className="mt-1 leading-relaxed text-muted">{t(step.text)}</p>
                  </div>
                </li>
              ))}
            </ol>
          </div>
          <aside className="space-y-6">
            <div className="card p-7">
              <h2 className="flex items-center gap-2 text-xl">
                <HeartHandshake className="h-5 w-5 text-accent-main" aria-hidden /> {t(m.causes)}
              </h2>
              <ul className="mt-4 space-y-3">
                {story.causes.map((c) => (
                  <li key={c.id} className="flex gap-2.5 text-ink/85">
                    <Check className="mt-1 h-4 w-4 shrink-0 text-primary-main" aria-hidden />
                    {t(c)}
                  </li>
                ))}
              </ul>
            </div>
            <div className="rounded-2xl bg-royal p-7 text-white">
              <h2 className="text-xl text-white">{t(m.whoCanEnter)}</h2>
              <p className="mt-3 leading-relaxed text-white/90">{t(story.eligibility)}</p>
              <Link to="/auth/signup" className="btn-gold mt-6 w-full">
                {t(m.registerNow)}
              </Link>
            </div>
          </aside>
        </div>
      </section>

      <ContinentDelegates continent={info.name} />
      <ContinentVotes continent={info.name} />

      <section className="border-t border-hairline bg-ivory py-14">
        <div className="container-page">
          <h2 className="text-center text-2xl">{t(m.others)}</h2>
          <ContinentLinks
            continents={others}
            look={{
              list: 'mt-8 grid grid-cols-2 gap-4 sm:grid-cols-5',
              link: 'card flex flex-col items-center gap-3 p-5 text-center font-semibold text-ink hover:text-primary-main',
              glyph: 'h-12 w-16',
            }}
          />
        </div>
      </section>
    </>
  );
}
