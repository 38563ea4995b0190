import { useQuery } from '@tanstack/react-query';
import { Seo } from '../../../components/seo';
import { PageLoading } from '../../../components/ui/page-loading';
import { useT } from '../../../i18n/locale-context';
import { messageOf } from '../../../lib/api-client';
import { MyVoteHistory, PackReturn, VoteSection, votesQuery } from '../../voting';
import { PageHero } from '../components/page-hero';
import { peoplesChoiceMessages as m } from './peoples-choice-messages';

const ORDER = { open: 0, scheduled: 1, closed: 2 } as const;

/** /peoples-choice — the fans' votes: open ones first, each with its delegates, rules and count. */
export default function PeoplesChoicePage() {
  const t = useT();
  const votes = useQuery(votesQuery);
  const sorted = [...(votes.data ?? [])].sort((a, b) => ORDER[a.state] - ORDER[b.state]);
  return (
    <>
      <Seo title={t(m.seoTitle)} description={t(m.seoDescription)} />
      <PageHero eyebrow={t(m.eyebrow)} title={t(m.title)} text={t(m.intro)} />
      <div className="container-page section space-y-20">
        <PackReturn />
        {votes.isPending ? (
          <PageLoading label={t(m.loading)} />
        ) : votes.isError ? (
          <p className="text-status-rejected" role="alert">
            {messageOf(votes.error, t(m.loadFailed))}
          </p>
        ) : sorted.length === 0 ? (
          <p className="mx-auto max-w-xl text-center text-lg text-muted">{t(m.empty)}</p>
        ) : (
          sorted.map((vote) => <VoteSection key={vote.slug} vote={vote} />)
        )}
        <MyVoteHistory />
      </div>
    </>
  );
}
