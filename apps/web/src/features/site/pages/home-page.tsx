import { BRAND, CONTINENTS } from '@cq/shared';
import { ArrowRight, Globe2, HeartHandshake, Play, Sparkles } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { ContinentGlyph } from '../../../components/continent-glyph';
import { Seo } from '../../../components/seo';
import { siteSectionLinks } from '../../../components/site-sections';
import { useContinentName } from '../../../i18n/common-messages';
import { useT } from '../../../i18n/locale-context';
import { useSiteView } from '../../../lib/site-view';
import { HeroSlider } from '../components/hero-slider';
import { SectionHeading } from '../components/section-heading';
import { CONTINENT_SUMMARIES } from '../content/continent-summaries';
import { PROMO_VIDEO } from '../content/promo-video';
import { homeMessages as m } from './home-messages';

// The modal (and its dialog library) loads only when the visitor presses play.
const PromoVideoModal = lazy(() =>
  import('../components/promo-video-modal').then((m) => ({ default: m.PromoVideoModal })),
);

const PILLARS = [
  { icon: Sparkles, title: m.empowermentTitle, text: m.empowermentText },
  { icon: Globe2, title: m.unityTitle, text: m.unityText },
  { icon: HeartHandshake, title: m.impactTitle, text: m.impactText },
];

const STATS = [
  ['6', m.statContinents],
  ['6', m.statQueens],
  ['1', m.statFinale],
] as const;

/** The vote, the delegates and the results, under the slides, once they exist. */
function WhatsOn() {
  const t = useT();
  const links = siteSectionLinks(useSiteView().sections);
  if (links.length === 0) return null;
  return (
    <section aria-label={t(m.whatsOn)} className="bg-primary-dark text-white">
      <ul className={`container-page grid gap-3 py-5 sm:grid-cols-2 ${links.length > 2 ? 'lg:grid-cols-3' : ''}`}>
        {links.map((l) => (
          <li key={l.to}>
            <Link
              to={l.to}
              className="group flex h-full items-center gap-4 rounded-2xl bg-white/10 px-5 py-4 ring-1 ring-white/15 hover:bg-white/15"
            >
              <span className="min-w-0 flex-1">
                <span className="block font-serif text-lg font-semibold text-secondary-light">{t(l.label)}</span>
                <span className="block text-sm text-white/85">{t(l.hint)}</span>
              </span>
              <ArrowRight className="h-5 w-5 shrink-0 text-secondary-light rtl:-scale-x-100" aria-hidden />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

export default function HomePage() {
  const t = useT();
  const continentName = useContinentName();
  const [videoOpen, setVideoOpen] = useState(false);
  return (
    <>
      <Seo title={BRAND.siteName} description={t(m.seoDescription)} />
      <HeroSlider />
      <WhatsOn />

      {/* Welcome banner */}
      <section className="relative -mt-px bg-white">
        <div className="container-page grid items-center gap-10 py-16 sm:py-20 lg:grid-cols-[1.1fr_1fr]">
          <div>
            <p className="eyebrow">{t(m.welcomeEyebrow)}</p>
            <h2 className="mt-3 text-3xl sm:text-4xl">{t(m.welcomeTitle)}</h2>
            <p className="mt-5 text-lg leading-relaxed text-muted">{t(m.welcomeText)}</p>
            <dl className="mt-8 grid max-w-md grid-cols-3 gap-4 text-center">
              {STATS.map(([n, label]) => (
                <div key={label.id} className="rounded-2xl border border-hairline bg-ivory px-2 py-4">
                  <dt className="sr-only">{t(label)}</dt>
                  <dd className="font-serif text-4xl font-semibold text-primary-main">{n}</dd>
                  <dd className="mt-1 text-xs font-semibold uppercase tracking-[0.15em] text-muted">{t(label)}</dd>
                </div>
              ))}
            </dl>
          </div>
          <img
            src="/images/continents/world.svg"
            alt={t(m.worldMapAlt)}
            width={1000}
            height={521}
            loading="lazy"
            decoding="async"
            className="w-full"
          />
        </div>
      </section>

      {/* Six continents */}
      <section id="competitions" className="section scroll-mt-[var(--header-height)] bg-ivory">
        <div className="container-page">
          <SectionHeading eyebrow={t(m.competitionEyebrow)} title={t(m.competitionTitle)} text={t(m.competitionText)} />
          <ul className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
            {CONTINENTS.map((c) => (
              <li key={c.slug}>
                <Link
                  to={`/continents/${c.slug}`}
                  className="card group relative flex h-full flex-col overflow-hidden p-6 transition-shadow hover:shadow-xl"
                >
                  <div className="relative flex h-40 items-center justify-center overflow-hidden rounded-xl bg-royal">
                    <div className="bg-crown-pattern absolute inset-0 opacity-70" aria-hidden />
                    <ContinentGlyph
                      slug={c.slug}
                      className="relative h-32 w-40 transition-transform duration-300 group-hover:scale-105 motion-reduce:transition-none"
                      paint="bg-gradient-to-b from-secondary-light to-secondary-main"
                    />
                  </div>
                  <p className="mt-5 text-xs font-semibold uppercase tracking-[0.2em] text-accent-main">
                    {t(CONTINENT_SUMMARIES[c.slug].crown)}
                  </p>
                  <h3 className="mt-1 text-2xl">{continentName(c.slug)}</h3>
                  <p className="mt-2 flex-1 text-sm leading-relaxed text-muted">
                    {t(CONTINENT_SUMMARIES[c.slug].line)}
                  </p>
                  <span className="mt-4 inline-flex items-center gap-1.5 text-sm font-semibold text-primary-main">
                    {t(m.discover, { continent: continentName(c.slug) })}
                    <ArrowRight
                      className="h-4 w-4 transition-transform group-hover:translate-x-1 rtl:-scale-x-100 rtl:group-hover:-translate-x-1"
                      aria-hidden
                    />
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </section>

      {/* About block with the promo video */}
      <section id="who-we-are" className="section scroll-mt-[var(--header-height)] bg-white">
        <div className="container-page grid items-center gap-12 lg:grid-cols-2">
          <div className="relative">
            <div
              className="absolute -start-4 -top-4 h-24 w-24 rounded-ss-3xl border-s-2 border-t-2 border-secondary-main"
              aria-hidden
            />
            <button
              type="button"
              onClick={() => setVideoOpen(true)}
              className="group relative block w-full overflow-hidden rounded-2xl shadow-2xl"
              aria-label={t(m.playVideo)}
            >
              <img
                src={PROMO_VIDEO.poster}
                alt=""
                width={960}
                height={540}
                loading="lazy"
                decoding="async"
                className="aspect-video w-full object-cover transition-transform duration-500 group-hover:scale-[1.02] motion-reduce:transition-none"
              />
              <span className="absolute inset-0 flex items-center justify-center bg-primary-dark/25">
                <span className="flex h-20 w-20 items-center justify-center rounded-full bg-white/95 text-primary-main shadow-xl ring-8 ring-white/25 transition-transform group-hover:scale-110 motion-reduce:transition-none">
                  <Play className="ms-1 h-8 w-8 fill-current" aria-hidden />
                </span>
              </span>
            </button>
          </div>
          <div>
            <p className="eyebrow">{t(m.aboutEyebrow)}</p>
            <h2 className="mt-3 text-3xl sm:text-4xl">{t(m.aboutTitle)}</h2>
            <p className="mt-5 text-lg leading-relaxed text-muted">{t(m.aboutText)}</p>
            <ul className="mt-8 space-y-4">
              {PILLARS.map(({ icon: Icon, title, text }) => (
                <li key={title.id} className="flex gap-4">
                  <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-primary-main/10 text-primary-main">
                    <Icon className="h-5 w-5" aria-hidden />
                  </span>
                  <span>
                    <span className="block font-semibold text-ink">{t(title)}</span>
                    <span className="text-sm text-muted">{t(text)}</span>
                  </span>
                </li>
              ))}
            </ul>
            <Link to="/about" className="btn-primary mt-10">
              {t(m.learnMore)} <ArrowRight className="h-4 w-4 rtl:-scale-x-100" aria-hidden />
            </Link>
          </div>
        </div>
      </section>

      {/* Sponsor band */}
      <section id="sponsor" className="scroll-mt-[var(--header-height)] bg-royal text-white">
        <div className="container-page relative grid items-center gap-10 py-16 sm:py-20 lg:grid-cols-[1.4fr_1fr]">
          <div className="bg-crown-pattern pointer-events-none absolute inset-0 opacity-50" aria-hidden />
          <div className="relative">
            <p className="text-xs font-semibold uppercase tracking-[0.3em] text-secondary-light">
              {t(m.sponsorEyebrow)}
            </p>
            <h2 className="mt-3 text-3xl text-white sm:text-4xl">{t(m.sponsorTitle)}</h2>
            <p className="mt-5 max-w-xl text-lg leading-relaxed text-white/85">{t(m.sponsorText)}</p>
          </div>
          <div className="relative flex flex-wrap gap-4 lg:justify-end">
            <Link to="/sponsorship" className="btn-gold">
              {t(m.becomeSponsor)}
            </Link>
            <Link to="/auth/signup" className="btn-ghost-light">
              {t(m.registerNow)}
            </Link>
          </div>
        </div>
      </section>

      {videoOpen ? (
        <Suspense fallback={null}>
          <PromoVideoModal isOpen={videoOpen} onClose={() => setVideoOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
