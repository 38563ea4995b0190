import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { Seo } from '../../../components/seo';
import { PageLoading } from '../../../components/ui/page-loading';
import { ApiError, messageOf } from '../../../lib/api-client';
import { publishedRoundQuery } from '../api/results-api';
import { PageHero } from '../components/page-hero';
import { Placements } from '../components/placements';
import { SheetVerifier } from '../components/sheet-verifier';

/** /results/:slug — one round's placements and the verification of its score sheet. */
export default function RoundResultsPage() {
  const { slug = '' } = useParams();
  const round = useQuery(publishedRoundQuery(slug));
  if (round.isPending) return <PageLoading label="Loading the results..." />;
  if (round.isError) {
    const missing = round.error instanceof ApiError && round.error.status === 404;
    return (
      <div className="container-page section text-center">
        <Seo title="Results" noIndex />
        <h1 className="font-serif text-4xl text-ink">
          {missing ? 'These results are not published' : 'The results could not be loaded'}
        </h1>
        <p className="mt-3 text-muted">
          {missing
            ? 'They appear here once the round’s crown is announced.'
            : messageOf(round.error, 'Please try again.')}
        </p>
        <Link
          to="/results"
          className="mt-6 inline-block font-semibold text-primary-main underline-offset-4 hover:underline"
        >
          All results
        </Link>
      </div>
    );
  }
  const r = round.data;
  const title = r.name === 'Final' && r.continent ? `${r.continent} — Final` : r.name;
  const published = new Date(r.publishedAt).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  });
  return (
    <>
      <Seo
        title={`${title} · Results`}
        description={`The results of ${title}, with a score sheet anyone can verify.`}
      />
      <PageHero eyebrow="Results" title={title} text={`Published on ${published}.`} />
      <div className="container-page section grid gap-10 lg:grid-cols-[1.2fr_1fr]">
        <Placements round={r} />
        <SheetVerifier round={r} />
      </div>
    </>
  );
}
