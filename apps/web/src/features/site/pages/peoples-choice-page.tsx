import { useQuery } from '@tanstack/react-query';
import { Heart } from 'lucide-react';
import { Link } from 'react-router';
import { Seo } from '../../../components/seo';
import { PageLoading } from '../../../components/ui/page-loading';
import { useT } from '../../../i18n/locale-context';
import { messageOf } from '../../../lib/api-client';
import { useSession } from '../../session';
import { MyVoteHistory, PackReturn, VoteSection, votesQuery } from '../../voting';
import { PageHero } from '../components/page-hero';
import { peoplesChoiceMessages as m } from './peoples-choice-messages';

const ORDER = { open: 0, scheduled: 1, closed: 2 } as const;

/** /peoples-choice — the fans' votes: open ones first, each with its delegates, rules and count. */
export default function PeoplesChoicePage() {
  const t = useT();
  const votes = useQuery(votesQuery);
  const { signedIn } = useSession();
  const sorted = [...(votes.data ?? [])].sort((a, b) => ORDER[a.state] - ORDER[b.state]);
  return (
    <>
      <Seo title={t(m.seoTitle)} description={t(m.seoDescription)} />
      <PageHero eyebrow={t(m.eyebrow)} title={t(m.title)} text={t(m.intro)} />
      <div className="container-page section space-y-20">
        <PackReturn />
        {signedIn ? null : (
          <section
            aria-labelledby="join-vote-heading"
            className="card mx-auto flex max-w-3xl flex-col items-center gap-4 p-6 text-center sm:p-8"
          >
            <Heart className="h-8 w-8 text-accent-main" aria-hidden />
            <h2 id="join-vote-heading" className="font-serif text-2xl text-ink">
              {t(m.joinTitle)}
            </h2>
            <p className="max-w-xl text-muted">{t(m.joinText)}</p>
            <div className="flex flex-wrap justify-center gap-3">
              <Link to="/auth/fan-signup" className="btn-primary">
                {t(m.joinAction)}
              </Link>
              <Link to="/auth/login" className="btn-outline">
                {t(m.signIn)}
              </Link>
            </div>
          </section>
        )}
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
