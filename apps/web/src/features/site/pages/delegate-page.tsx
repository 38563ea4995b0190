import { CONTINENTS, type DelegatePhoto, type PublicDelegate } from '@cq/shared';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, ExternalLink, HeartHandshake, Languages, Sparkles } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { Seo } from '../../../components/seo';
import { ShareLinks } from '../../../components/share-links';
import { PageLoading } from '../../../components/ui/page-loading';
import { PublishedPhoto } from '../../../components/ui/published-photo';
import { useContinentName } from '../../../i18n/common-messages';
import { useFormat } from '../../../i18n/format';
import { Message, useT } from '../../../i18n/locale-context';
import type { MessageDescriptor } from '../../../i18n/message-descriptor';
import { ApiError } from '../../../lib/api-client';
import { DelegateVotes } from '../../voting';
import { delegateQuery } from '../api/delegates-api';
import { useCountryName } from '../components/delegate-card';
import { delegateMessages as m, talentCategoryMessages } from './delegate-messages';

function Photo({ photo, alt, sizes, eager }: { photo: DelegatePhoto; alt: string; sizes: string; eager?: boolean }) {
  return <PublishedPhoto photo={photo} sizes={sizes} alt={alt} loading={eager ? 'eager' : 'lazy'} />;
}

function Missing({ missing }: { missing: boolean }) {
  const t = useT();
  return (
    <div className="container-page section text-center">
      <Seo title={t(m.missingSeoTitle)} noIndex />
      <h1 className="text-4xl">{t(missing ? m.missingTitle : m.errorTitle)}</h1>
      <p className="mt-3 text-muted">{t(missing ? m.missingText : m.errorText)}</p>
      <Link to="/competition" className="mt-6 inline-block font-semibold text-primary-main hover:underline">
        {t(m.competitionLink)}
      </Link>
    </div>
  );
}

function Profile({ d }: { d: PublicDelegate }) {
  const t = useT();
  const format = useFormat();
  const continentName = useContinentName();
  const countryName = useCountryName();
  const continent = CONTINENTS.find((c) => c.name === d.continent);
  // Her continent and country as stored (English names), shown in the page's language.
  const continentLabel = continent ? continentName(continent.slug) : d.continent;
  const country = countryName(d.country);
  const firstName = d.name.split(' ')[0];
  // A suggested talent category in the page's language; her own words as she wrote them.
  const talentLabel = (category: string) =>
    Object.hasOwn(talentCategoryMessages, category)
      ? t(talentCategoryMessages[category] as MessageDescriptor)
      : category;
  const place = [country, continentLabel].filter(Boolean).join(' · ');
  const about = { name: d.name, country, continent: continentLabel };
  return (
    <>
      <Seo
        title={t(m.seoTitle, { name: d.name, country })}
        description={
          d.cause ? t(m.seoDescriptionCause, { ...about, cause: d.cause.toLowerCase() }) : t(m.seoDescription, about)
        }
        image={d.card ?? undefined}
        type="profile"
      />
      <section className="relative isolate overflow-hidden bg-royal text-white">
        <div className="bg-crown-pattern pointer-events-none absolute inset-0 -z-10 opacity-60" aria-hidden />
        <div className="container-page grid items-center gap-10 py-12 sm:py-16 lg:grid-cols-[1fr_1.2fr] lg:py-20">
          {d.headshot ? (
            <div className="mx-auto aspect-[4/5] w-full max-w-sm overflow-hidden rounded-3xl shadow-2xl ring-4 ring-secondary-main/60">
              <Photo
                photo={d.headshot}
                alt={t(m.portraitAlt, { name: d.name })}
                sizes="(min-width: 1024px) 24rem, 90vw"
                eager
              />
            </div>
          ) : null}
          <div>
            {continent ? (
              <Link
                to={`/continents/${continent.slug}`}
                className="inline-flex items-center gap-1 text-sm font-semibold text-secondary-light hover:underline"
              >
                <ArrowLeft className="h-4 w-4 rtl:-scale-x-100" aria-hidden />{' '}
                {t(m.backToContinent, { continent: continentLabel })}
              </Link>
            ) : null}
            <p className="mt-6 text-xs font-semibold uppercase tracking-[0.3em] text-secondary-light">{t(m.eyebrow)}</p>
            <h1 className="mt-3 text-4xl leading-tight text-white sm:text-5xl lg:text-6xl">{d.name}</h1>
            <p className="mt-3 font-serif text-2xl italic text-secondary-light">{place}</p>
            <div className="gold-rule mt-6" />
            {d.cause ? (
              <p className="mt-6 flex items-center gap-2 text-lg text-white/90">
                <HeartHandshake className="h-5 w-5 text-secondary-light" aria-hidden /> {d.cause}
              </p>
            ) : null}
            <div className="mt-8">
              <ShareLinks text={t(m.seoTitle, { name: d.name, country })} tone="dark" />
            </div>
          </div>
        </div>
      </section>

      <section className="section bg-white">
        <div className="container-page grid gap-12 lg:grid-cols-[1.4fr_1fr]">
          <div className="space-y-10">
            {d.biography ? (
              <div>
                <h2 className="text-3xl">
                  <Message message={m.about} values={{ name: <bdi>{firstName}</bdi> }} />
                </h2>
                <p className="mt-4 whitespace-pre-line text-lg leading-relaxed text-ink/85">{d.biography}</p>
              </div>
            ) : null}
            {d.platform.cause ? (
              <div>
                <h2 className="text-3xl">{t(m.platform)}</h2>
                <p className="mt-2 font-serif text-xl italic text-primary-main">{d.platform.cause}</p>
                {d.platform.description ? (
                  <p className="mt-3 leading-relaxed text-ink/85">{d.platform.description}</p>
                ) : null}
              </div>
            ) : null}
            {d.talent.category ? (
              <div>
                <h2 className="flex items-center gap-2 text-3xl">
                  <Sparkles className="h-6 w-6 text-secondary-main" aria-hidden /> {t(m.talent)}
                </h2>
                <p className="mt-2 font-serif text-xl italic text-primary-main">{talentLabel(d.talent.category)}</p>
                {d.talent.description ? (
                  <p className="mt-3 leading-relaxed text-ink/85">{d.talent.description}</p>
                ) : null}
              </div>
            ) : null}
          </div>
          <aside className="space-y-6">
            <DelegateVotes slug={d.slug} />
            {d.fullBody ? (
              <div className="mx-auto aspect-[3/4] max-w-sm overflow-hidden rounded-3xl shadow-lg lg:max-w-none">
                <Photo
                  photo={d.fullBody}
                  alt={t(m.fullBodyAlt, { name: d.name })}
                  sizes="(min-width: 1024px) 28rem, 90vw"
                />
              </div>
            ) : null}
            {d.languages.length ? (
              <div className="card p-6">
                <h2 className="flex items-center gap-2 text-xl">
                  <Languages className="h-5 w-5 text-primary-main" aria-hidden /> {t(m.languages)}
                </h2>
                <p className="mt-2 text-ink/85">{format.list(d.languages, 'unit')}</p>
              </div>
            ) : null}
            {d.social.length ? (
              <div className="card p-6">
                <h2 className="text-xl">
                  <Message message={m.follow} values={{ name: <bdi>{firstName}</bdi> }} />
                </h2>
                <ul className="mt-3 space-y-2">
                  {d.social.map((s) => (
                    <li key={s.network}>
                      <a
                        href={s.url}
                        target="_blank"
                        rel="noopener noreferrer nofollow"
                        className="inline-flex min-h-11 items-center gap-2 font-semibold text-primary-main hover:underline"
                      >
                        {s.label} <ExternalLink className="h-4 w-4" aria-hidden />
                        <span className="sr-only">{t(m.newTab)}</span>
                      </a>
                    </li>
                  ))}
                </ul>
              </div>
            ) : null}
          </aside>
        </div>
      </section>
    </>
  );
}

/** /delegates/:slug — a published delegate's profile: only what she agreed to show. */
export default function DelegatePage() {
  const { slug = '' } = useParams();
  const delegate = useQuery(delegateQuery(slug));
  if (delegate.isPending) return <PageLoading />;
  if (delegate.isError) {
    return <Missing missing={delegate.error instanceof ApiError && delegate.error.status === 404} />;
  }
  return <Profile d={delegate.data} />;
}
