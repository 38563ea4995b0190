import { BRAND, CONTINENTS, type DelegateSummary } from '@cq/shared';
import { useQuery } from '@tanstack/react-query';
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { ContinentGlyph } from '../../../components/continent-glyph';
import { Seo } from '../../../components/seo';
import { useContinentName } from '../../../i18n/common-messages';
import { useT } from '../../../i18n/locale-context';
import { allDelegatesQuery } from '../api/delegates-api';
import { ContinentLinks } from '../components/continent-links';
import { DelegateCard } from '../components/delegate-card';
import { PageHero } from '../components/page-hero';
import { delegatesListMessages as m } from './delegate-messages';

/** The published delegates in the continents' order; a continent with none is left out. */
function byContinent(delegates: readonly DelegateSummary[]) {
  return CONTINENTS.map((c) => ({ continent: c, delegates: delegates.filter((d) => d.continent === c.name) })).filter(
    (g) => g.delegates.length > 0,
  );
}

/** /delegates: every published delegate as a card, grouped by continent (drawn by the server with the list). */
export default function DelegatesPage() {
  const t = useT();
  const continentName = useContinentName();
  const { data: delegates } = useQuery(allDelegatesQuery);
  const groups = byContinent(delegates ?? []);
  return (
    <>
      <Seo title={t(m.seoTitle)} description={t(m.seoDescription, { brand: BRAND.siteName })} />
      <PageHero eyebrow={t(m.eyebrow)} title={t(m.title)} text={<p>{t(m.intro)}</p>} />
      {groups.length === 0 ? (
        <section className="section bg-white">
          <div className="container-page max-w-2xl text-center">
            <p className="text-lg leading-relaxed text-muted">{t(m.empty)}</p>
            <ContinentLinks
              continents={CONTINENTS}
              look={{
                list: 'mt-8 flex flex-wrap justify-center gap-3',
                link: 'inline-flex items-center gap-2 rounded-full border border-hairline px-4 py-2 text-sm font-medium hover:border-primary-main hover:text-primary-main',
                glyph: 'h-5 w-5',
              }}
            />
          </div>
        </section>
      ) : (
        groups.map(({ continent, delegates: list }, i) => {
          const name = continentName(continent.slug);
          const headingId = `delegates-${continent.slug}`;
          return (
            <section
              key={continent.slug}
              aria-labelledby={headingId}
              className={`section ${i % 2 === 0 ? 'bg-white' : 'bg-ivory'}`}
            >
              <div className="container-page">
                <div className="flex flex-wrap items-end justify-between gap-4">
                  <div className="flex items-center gap-4">
                    <ContinentGlyph slug={continent.slug} className="h-12 w-12 shrink-0" />
                    <div>
                      <h2 id={headingId} className="text-3xl sm:text-4xl">
                        {name}
                      </h2>
                      <p className="mt-1 text-sm font-semibold uppercase tracking-wider text-muted">
                        {t(m.count, { count: list.length })}
                      </p>
                    </div>
                  </div>
                  <Link
                    to={`/continents/${continent.slug}`}
                    className="inline-flex items-center gap-2 text-sm font-semibold text-primary-main hover:text-primary-dark"
                  >
                    {t(m.continentLink, { continent: name })}
                    <ArrowRight className="h-4 w-4 rtl:-scale-x-100" aria-hidden />
                  </Link>
                </div>
                <ul className="mt-8 grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-4">
                  {list.map((d) => (
                    <li key={d.slug}>
                      <DelegateCard delegate={d} continent={name} />
                    </li>
                  ))}
                </ul>
              </div>
            </section>
          );
        })
      )}
    </>
  );
}
