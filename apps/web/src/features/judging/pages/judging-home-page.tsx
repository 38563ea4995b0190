import { useQuery } from '@tanstack/react-query';
import { ChevronRight, Gavel } from 'lucide-react';
import { Link } from 'react-router';
import { Seo } from '../../../components/seo';
import { PageLoading } from '../../../components/ui/page-loading';
import { useT } from '../../../i18n/locale-context';
import { myRoundsQuery } from '../api/judge-api';
import { judgingMessages as m } from '../messages';

const STATUS_LABEL = {
  draft: m.statusDraft,
  open: m.statusOpen,
  closed: m.statusClosed,
  published: m.statusPublished,
};

/** /judging — the rounds the signed-in judge is assigned to. */
export default function JudgingHomePage() {
  const rounds = useQuery(myRoundsQuery);
  const t = useT();
  return (
    <div className="mx-auto w-full max-w-xl px-4 py-8 sm:px-6">
      <Seo title={t(m.homeSeo)} noIndex />
      <p className="eyebrow">{t(m.homeEyebrow)}</p>
      <h1 className="mt-2 font-serif text-3xl text-ink sm:text-4xl">{t(m.homeTitle)}</h1>
      <p className="mt-2 text-muted">{t(m.homeText)}</p>
      {rounds.isPending ? (
        <PageLoading label={t(m.homeLoading)} />
      ) : rounds.isError ? (
        <p className="mt-8 text-status-rejected" role="alert">
          {t(m.homeLoadFailed)}
        </p>
      ) : rounds.data.length === 0 ? (
        <div className="mt-10 rounded-2xl border border-hairline bg-white p-6 text-center shadow-card">
          <Gavel className="mx-auto h-8 w-8 text-secondary-main" aria-hidden />
          <p className="mt-3 text-ink">{t(m.homeNone)}</p>
          <p className="mt-1 text-sm text-muted">{t(m.homeNoneText)}</p>
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
                    {t(m.roundLine, {
                      status: t(STATUS_LABEL[round.status]),
                      number: round.judgeNumber,
                      count: round.segments.length,
                    })}
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
