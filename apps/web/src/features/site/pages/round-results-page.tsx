import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { Seo } from '../../../components/seo';
import { ShareLinks } from '../../../components/share-links';
import { PageLoading } from '../../../components/ui/page-loading';
import { useT } from '../../../i18n/locale-context';
import { ApiError, messageOf } from '../../../lib/api-client';
import { publishedRoundQuery } from '../api/results-api';
import { useLongDate } from '../components/long-date';
import { PageHero } from '../components/page-hero';
import { Placements } from '../components/placements';
import { resultsMessages as m } from '../components/results-messages';
import { useRoundName } from '../components/round-title';
import { SheetVerifier } from '../components/sheet-verifier';

/** /results/:slug — one round's placements and the verification of its score sheet. */
export default function RoundResultsPage() {
  const { slug = '' } = useParams();
  const round = useQuery(publishedRoundQuery(slug));
  const t = useT();
  const roundName = useRoundName();
  const longDate = useLongDate();
  if (round.isPending) return <PageLoading label={t(m.loading)} />;
  if (round.isError) {
    const missing = round.error instanceof ApiError && round.error.status === 404;
    return (
      <div className="container-page section text-center">
        <Seo title={t(m.seoTitle)} noIndex />
        <h1 className="font-serif text-4xl text-ink">{missing ? t(m.notPublishedTitle) : t(m.loadFailedTitle)}</h1>
        <p className="mt-3 text-muted">{missing ? t(m.notPublishedText) : messageOf(round.error, t(m.tryAgain))}</p>
        <Link
          to="/results"
          className="mt-6 inline-block font-semibold text-primary-main underline-offset-4 hover:underline"
        >
          {t(m.allResults)}
        </Link>
      </div>
    );
  }
  const r = round.data;
  const { text: title, lang: titleLang } = roundName(r);
  const published = longDate(r.publishedAt);
  return (
    <>
      <Seo title={t(m.roundSeoTitle, { title })} description={t(m.roundSeoDescription, { title })} />
      <PageHero
        eyebrow={t(m.heroEyebrow)}
        title={title}
        titleLang={titleLang}
        text={t(m.publishedOn, { date: published })}
      />
      <div className="container-page section grid gap-10 lg:grid-cols-[1.2fr_1fr]">
        <div className="lg:col-span-2">
          <ShareLinks text={t(m.roundSeoTitle, { title })} />
        </div>
        <Placements round={r} />
        {r.sheetHash ? (
          <SheetVerifier round={r} />
        ) : (
          <p
            className="self-start rounded-3xl border border-hairline bg-white p-6 text-muted shadow-card"
            role="status"
          >
            {t(m.sheetPending)}
          </p>
        )}
      </div>
    </>
  );
}
