import { useQuery } from '@tanstack/react-query';
import { Seo } from '../../../components/seo';
import { PageLoading } from '../../../components/ui/page-loading';
import { messageOf } from '../../../lib/api-client';
import { MyVoteHistory, PackReturn, VoteSection, votesQuery } from '../../voting';
import { PageHero } from '../components/page-hero';

const ORDER = { open: 0, scheduled: 1, closed: 2 } as const;

/** /peoples-choice — the fans' votes: open ones first, each with its delegates, rules and count. */
export default function PeoplesChoicePage() {
  const votes = useQuery(votesQuery);
  const sorted = [...(votes.data ?? [])].sort((a, b) => ORDER[a.state] - ORDER[b.state]);
  return (
    <>
      <Seo
        title="People’s Choice"
        description="Vote for your favourite delegates: a free vote every day for each of them, counted exactly once."
      />
      <PageHero
        eyebrow="People’s Choice"
        title="Your vote, her crown"
        text="Sign in and give each delegate a free vote every day. Every vote is counted exactly once, and the count is there for all to see."
      />
      <div className="container-page section space-y-20">
        <PackReturn />
        {votes.isPending ? (
          <PageLoading label="Loading the votes..." />
        ) : votes.isError ? (
          <p className="text-status-rejected" role="alert">
            {messageOf(votes.error, 'The votes could not be loaded. Please try again.')}
          </p>
        ) : sorted.length === 0 ? (
          <p className="mx-auto max-w-xl text-center text-lg text-muted">
            No vote is open yet this season. Fan voting opens once the delegates of each continent are announced.
          </p>
        ) : (
          sorted.map((vote) => <VoteSection key={vote.slug} vote={vote} />)
        )}
        <MyVoteHistory />
      </div>
    </>
  );
}
