import type { JudgeRound } from '@cq/shared';
import { useQuery } from '@tanstack/react-query';
import { ChevronRight, Gavel } from 'lucide-react';
import { Link } from 'react-router';
import { Seo } from '../../../components/seo';
import { PageLoading } from '../../../components/ui/page-loading';
import { useFormat } from '../../../i18n/format';
import { useT } from '../../../i18n/locale-context';
import { useWritten } from '../../../i18n/written';
import { myRoundsQuery } from '../api/judge-api';
import { judgingMessages as m } from '../messages';

const STATUS_LABEL = {
  draft: m.statusDraft,
  open: m.statusOpen,
  closed: m.statusClosed,
  published: m.statusPublished,
};

/** The round she should turn to first: an open one with segments still to submit, else one not open yet. */
function nextRound(rounds: readonly JudgeRound[]): JudgeRound | undefined {
  return (
    rounds.find((r) => r.status === 'open' && r.segments.some((s) => !s.locked)) ??
    rounds.find((r) => r.status === 'draft')
  );
}

/** A round's name as staff wrote it in the judge's language, or their English marked as English. */
function RoundName({ round, className }: { round: JudgeRound; className?: string }) {
  const { words, lang } = useWritten()({ name: round.name }, round.translations);
  return (
    <span lang={lang} className={className}>
      {words.name}
    </span>
  );
}

/**
 * When the round starts, as the venue's clock shows it and naming that clock ("Saturday 12 December at 19:00 West
 * Africa Time"), so a judge travelling from another zone reads the time she must be there.
 */
function RoundWhen({ round, className }: { round: JudgeRound; className?: string }) {
  const t = useT();
  const format = useFormat();
  if (!round.startsAt || !round.timeZone) return null;
  const when = format.date(round.startsAt, {
    timeZone: round.timeZone,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'longGeneric',
  });
  return (
    <time dateTime={round.startsAt} className={className}>
      {t(m.startsAt, { when })}
    </time>
  );
}

function NextRound({ round }: { round: JudgeRound }) {
  const t = useT();
  const toSend = round.segments.filter((s) => !s.locked).length;
  const todo =
    round.status === 'draft' ? t(m.todoDraft) : toSend > 0 ? t(m.todoOpen, { count: toSend }) : t(m.todoDone);
  return (
    <section
      aria-labelledby="next-round"
      className="mt-8 rounded-2xl border border-primary-light bg-white p-5 shadow-card"
    >
      <p id="next-round" className="eyebrow">
        {t(m.nextTitle)}
      </p>
      <h2 className="mt-1 font-serif text-2xl text-ink">
        <RoundName round={round} />
      </h2>
      <RoundWhen round={round} className="mt-1 block font-semibold text-ink" />
      <p className="mt-1 text-sm text-muted">
        {t(m.roundLine, {
          status: t(STATUS_LABEL[round.status]),
          number: round.judgeNumber,
          count: round.segments.length,
        })}
      </p>
      <p className="mt-3 text-ink">{todo}</p>
      <Link
        to={`/judging/rounds/${round.id}`}
        className="mt-4 inline-flex min-h-11 w-full items-center justify-center gap-2 rounded-full bg-primary-main px-5 py-2.5 font-semibold text-white sm:w-auto"
      >
        {round.status === 'open' ? t(m.startScoring) : t(m.openRound)}
        <ChevronRight className="h-5 w-5 rtl:rotate-180" aria-hidden />
      </Link>
    </section>
  );
}

/** /judging — the judge's first screen: her next round and what to do there, then every round she judges. */
export default function JudgingHomePage() {
  const rounds = useQuery(myRoundsQuery);
  const t = useT();
  const next = rounds.data ? nextRound(rounds.data) : undefined;
  // The other rounds, below the next one (which is not listed twice).
  const others = (rounds.data ?? []).filter((r) => r !== next);
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
        <>
          {next ? <NextRound round={next} /> : null}
          <ul className={`${next ? 'mt-6' : 'mt-8'} grid gap-3`}>
            {others.map((round) => (
              <li key={round.id}>
                <Link
                  to={`/judging/rounds/${round.id}`}
                  className="flex items-center justify-between gap-3 rounded-2xl border border-hairline bg-white p-5 shadow-card transition hover:border-primary-light"
                >
                  <span>
                    <RoundName round={round} className="block font-serif text-xl text-ink" />
                    <RoundWhen round={round} className="mt-1 block text-sm text-ink" />
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
        </>
      )}
    </div>
  );
}
