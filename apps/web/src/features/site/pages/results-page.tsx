import { useQuery } from '@tanstack/react-query';
import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { Seo } from '../../../components/seo';
import { ShareLinks } from '../../../components/share-links';
import { PageLoading } from '../../../components/ui/page-loading';
import { useT } from '../../../i18n/locale-context';
import { messageOf } from '../../../lib/api-client';
import { publishedRoundsQuery } from '../api/results-api';
import { PageHero } from '../components/page-hero';
import { Placements } from '../components/placements';
import { resultsMessages as m } from '../components/results-messages';
import { useRoundName } from '../components/round-title';

/** /results — every published round, newest first, each verifiable. */
export default function ResultsPage() {
  const rounds = useQuery(publishedRoundsQuery);
  const t = useT();
  const roundName = useRoundName();
  return (
    <>
      <Seo title={t(m.seoTitle)} description={t(m.seoDescription)} />
      <PageHero eyebrow={t(m.heroEyebrow)} title={t(m.heroTitle)} text={t(m.heroText)} />
      <div className="container-page section">
        <div className="mb-10 flex justify-center">
          <ShareLinks text={t(m.seoTitle)} />
        </div>
        {rounds.isPending ? (
          <PageLoading label={t(m.loading)} />
        ) : rounds.isError ? (
          <p className="text-status-rejected" role="alert">
            {messageOf(rounds.error, t(m.loadFailed))}
          </p>
        ) : rounds.data.length === 0 ? (
          <p className="mx-auto max-w-xl text-center text-lg text-muted">{t(m.none)}</p>
        ) : (
          <ul className="grid gap-12">
            {rounds.data.map((round) => (
              <li key={round.slug}>
                <div className="flex flex-wrap items-baseline justify-between gap-3">
                  <h2 lang={roundName(round).lang} className="font-serif text-3xl text-ink">
                    {roundName(round).text}
                  </h2>
                  <Link
                    to={`/results/${round.slug}`}
                    className="inline-flex items-center gap-1 text-sm font-semibold text-primary-main underline-offset-4 hover:underline"
                  >
                    {t(m.scoresLink)} <ChevronRight className="h-4 w-4 rtl:-scale-x-100" aria-hidden />
                  </Link>
                </div>
                <div className="mt-5">
                  <Placements round={round} />
                </div>
              </li>
            ))}
          </ul>
        )}
      </div>
    </>
  );
}
