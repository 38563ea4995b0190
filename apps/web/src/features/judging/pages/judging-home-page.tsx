import { useQuery } from '@tanstack/react-query';
import { ChevronRight, Gavel } from 'lucide-react';
import { Link } from 'react-router';
import { Seo } from '../../../components/seo';
import { PageLoading } from '../../../components/ui/page-loading';
import { messageOf } from '../../../lib/api-client';
import { myRoundsQuery } from '../api/judge-api';

const STATUS_LABEL = { draft: 'Not open yet', open: 'Open for scoring', closed: 'Closed', published: 'Published' };

/** /judging — the rounds the signed-in judge is assigned to. */
export default function JudgingHomePage() {
  const rounds = useQuery(myRoundsQuery);
  return (
    <div className="mx-auto w-full max-w-xl px-4 py-8 sm:px-6">
      <Seo title="Judging" noIndex />
      <p className="eyebrow">Judges' table</p>
      <h1 className="mt-2 font-serif text-3xl text-ink sm:text-4xl">My rounds</h1>
      <p className="mt-2 text-muted">
        Score one delegate at a time. Every score is kept on this device the moment you enter it and sent as soon as
        there is a connection.
      </p>
      {rounds.isPending ? (
        <PageLoading label="Loading your rounds..." />
      ) : rounds.isError ? (
        <p className="mt-8 text-status-rejected" role="alert">
          {messageOf(rounds.error, 'Your rounds could not be loaded. Please check your connection.')}
        </p>
      ) : rounds.data.length === 0 ? (
        <div className="mt-10 rounded-2xl border border-hairline bg-white p-6 text-center shadow-card">
          <Gavel className="mx-auto h-8 w-8 text-secondary-main" aria-hidden />
          <p className="mt-3 text-ink">You are not assigned to a round yet.</p>
          <p className="mt-1 text-sm text-muted">The pageant director assigns judges before each round opens.</p>
        </div>
      ) : (
        <ul className="mt-8 grid gap-3">
          {rounds.data.map((round) => (
            <li key={round.id}>
              <Link
                to={`/judging/rounds/${round.id}`}
                className="flex items-center justify-between gap-3 rounded-2xl border border-hairline bg-white p-5 shadow-card transition hover:border-primary-light"
              >
                <span>
                  <span className="block font-serif text-xl text-ink">{round.name}</span>
                  <span className="mt-1 block text-sm text-muted">
                    {STATUS_LABEL[round.status]} · Judge {round.judgeNumber} · {round.segments.length} segments
                  </span>
                </span>
                <ChevronRight className="h-5 w-5 shrink-0 text-primary-main" aria-hidden />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
