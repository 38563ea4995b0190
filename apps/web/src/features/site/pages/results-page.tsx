import { useQuery } from '@tanstack/react-query';
import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { Seo } from '../../../components/seo';
import { PageLoading } from '../../../components/ui/page-loading';
import { messageOf } from '../../../lib/api-client';
import { publishedRoundsQuery } from '../api/results-api';
import { PageHero } from '../components/page-hero';
import { Placements } from '../components/placements';

/** /results — every published round, newest first, each verifiable. */
export default function ResultsPage() {
  const rounds = useQuery(publishedRoundsQuery);
  return (
    <>
      <Seo
        title="Results"
        description="The crowned queens of each continent and of the global finale, with score sheets anyone can verify."
      />
      <PageHero
        eyebrow="Results"
        title="The crowns, and how they were won"
        text="Every published result comes with its full score sheet, fingerprinted and chained to the one before it, so anyone can check the ranking."
      />
      <div className="container-page section">
        {rounds.isPending ? (
          <PageLoading label="Loading the results..." />
        ) : rounds.isError ? (
          <p className="text-status-rejected" role="alert">
            {messageOf(rounds.error, 'The results could not be loaded. Please try again.')}
          </p>
        ) : rounds.data.length === 0 ? (
          <p className="mx-auto max-w-xl text-center text-lg text-muted">
            No results have been published yet this season. The first crowns are announced at the continental finals.
          </p>
        ) : (
          <ul className="grid gap-12">
            {rounds.data.map((round) => (
              <li key={round.slug}>
                <div className="flex flex-wrap items-baseline justify-between gap-3">
                  <h2 className="font-serif text-3xl text-ink">
                    {round.name === 'Final' && round.continent ? `${round.continent} — Final` : round.name}
                  </h2>
                  <Link
                    to={`/results/${round.slug}`}
                    className="inline-flex items-center gap-1 text-sm font-semibold text-primary-main underline-offset-4 hover:underline"
                  >
                    Scores and verification <ChevronRight className="h-4 w-4" aria-hidden />
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
