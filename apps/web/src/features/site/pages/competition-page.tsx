import { useQuery } from '@tanstack/react-query';
import { Building2, Crown, FileText, Landmark, Megaphone, Play, Sparkles, Tv, Users } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useFormat } from '../../../i18n/format';
import { Message, useT } from '../../../i18n/locale-context';
import { useWritten } from '../../../i18n/written';
import { useSiteView } from '../../../lib/site-view';
import { competitionFormatQuery } from '../api/competition-api';
import { useOrganisation } from '../api/use-site-settings';
import { PageTop } from '../components/page-hero';
import { IconCards, PageSection } from '../components/page-section';
import { PromoVideoModal } from '../components/promo-video-modal';
import { SeasonSegments } from '../components/season-segments';
import { SectionHeading } from '../components/section-heading';
import { competitionMessages as m } from './competition-messages';

const FORMAT = [
  {
    icon: Users,
    title: m.regionalTitle,
    text: m.regionalText,
    points: [m.regionalPoint1, m.regionalPoint2, m.regionalPoint3],
  },
  {
    icon: Crown,
    title: m.finaleTitle,
    text: m.finaleText,
    points: [m.finalePoint1, m.finalePoint2, m.finalePoint3],
  },
  {
    icon: Megaphone,
    title: m.advocacyTitle,
    text: m.advocacyText,
    points: [m.advocacyPoint1, m.advocacyPoint2, m.advocacyPoint3],
  },
];

const PILLARS = [
  [m.interviewTitle, 30, m.interviewText],
  [m.projectTitle, 30, m.projectText],
  [m.culturalTitle, 20, m.culturalText],
  [m.presenceTitle, 20, m.presenceText],
] as const;

const WHY_HOST = [
  { icon: Tv, title: m.audienceTitle, text: m.audienceText },
  { icon: Sparkles, title: m.cultureTitle, text: m.cultureText },
  { icon: Building2, title: m.businessTitle, text: m.businessText },
  { icon: Landmark, title: m.legacyTitle, text: m.legacyText },
];

const STEPS = [
  [m.proposalTitle, m.proposalText],
  [m.supportTitle, m.supportText],
  [m.visionTitle, m.visionText],
] as const;

export default function CompetitionPage() {
  const t = useT();
  const format = useFormat();
  const [videoOpen, setVideoOpen] = useState(false);
  const { hostingEmail } = useOrganisation();
  const written = useWritten();
  const { rules } = useSiteView().content;
  // The rules in the reader's language, or their English said to be English; none until the organisers write them.
  const rulesText = rules.text.trim() ? written({ text: rules.text }, rules.translations) : null;
  // Once the season's rounds exist, the judging shown is theirs, not the built-in outline.
  const season = useQuery(competitionFormatQuery).data;
  return (
    <>
      <PageTop messages={m} art="/images/hero/join-the-competition.svg">
        <button type="button" className="btn-gold" onClick={() => setVideoOpen(true)}>
          <Play className="h-4 w-4 fill-current" aria-hidden /> {t(m.watchFilm)}
        </button>
        <Link to="/auth/signup" className="btn-ghost-light">
          {t(m.registerNow)}
        </Link>
      </PageTop>

      <PageSection className="bg-white" eyebrow={t(m.formatEyebrow)} title={t(m.formatTitle)} text={t(m.formatText)}>
        <ul className="mt-12 grid gap-6 lg:grid-cols-3">
          {FORMAT.map(({ icon: Icon, title, text, points }) => (
            <li key={title.id} className="card flex flex-col p-8">
              <span className="flex h-14 w-14 items-center justify-center rounded-2xl bg-royal text-secondary-light shadow-md">
                <Icon className="h-6 w-6" aria-hidden />
              </span>
              <h3 className="mt-6 text-2xl">{t(title)}</h3>
              <p className="mt-3 flex-1 leading-relaxed text-muted">{t(text)}</p>
              <ul className="mt-6 space-y-2 border-t border-hairline pt-5 text-sm text-ink/85">
                {points.map((p) => (
                  <li key={p.id} className="flex items-center gap-2">
                    <span className="h-1.5 w-1.5 rounded-full bg-secondary-main" aria-hidden />
                    {t(p)}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </PageSection>

      <section className="section bg-ivory">
        <div className="container-page grid gap-12 lg:grid-cols-[1fr_1.2fr]">
          <SectionHeading
            align="left"
            eyebrow={t(m.judgingEyebrow)}
            title={t(m.judgingTitle)}
            text={season ? t(m.judgingTextSeason, { season: String(season.season) }) : t(m.judgingText)}
          />
          {season ? (
            <SeasonSegments format={season} />
          ) : (
            <ul className="space-y-5">
              {PILLARS.map(([title, weight, text]) => (
                <li key={title.id} className="card p-6">
                  <div className="flex items-baseline justify-between gap-4">
                    <h3 className="text-xl">{t(title)}</h3>
                    <span className="font-serif text-2xl font-semibold text-primary-main">
                      {format.number(weight / 100, { style: 'percent' })}
                    </span>
                  </div>
                  <p className="mt-2 text-sm leading-relaxed text-muted">{t(text)}</p>
                  <div className="mt-4 h-1.5 overflow-hidden rounded-full bg-hairline" aria-hidden>
                    <div
                      className="h-full rounded-full bg-gradient-to-r from-primary-main to-accent-main"
                      style={{ width: `${weight * 2.5}%` }}
                    />
                  </div>
                </li>
              ))}
            </ul>
          )}
        </div>
      </section>

      {rulesText ? (
        <PageSection className="bg-white" eyebrow={t(m.rulesEyebrow)} title={t(m.rulesTitle)}>
          <div
            id="rules"
            lang={rulesText.lang}
            className="mx-auto mt-10 max-w-3xl whitespace-pre-line leading-relaxed text-ink/85"
            data-testid="competition-rules"
          >
            {rulesText.words.text}
          </div>
        </PageSection>
      ) : null}

      <PageSection
        className="bg-royal text-white"
        light
        eyebrow={t(m.hostEyebrow)}
        title={t(m.hostTitle)}
        text={t(m.hostText)}
      >
        <IconCards
          items={WHY_HOST.map((item) => ({ ...item, title: t(item.title), text: t(item.text) }))}
          look={{
            grid: 'sm:grid-cols-2 lg:grid-cols-4',
            card: 'rounded-2xl border border-white/15 bg-white/5 p-6 backdrop-blur-sm',
            title: 'mt-4 text-xl text-white',
            text: 'mt-2 text-sm leading-relaxed text-white/85',
          }}
          icon={(Icon) => <Icon className="h-7 w-7 text-secondary-light" aria-hidden />}
        />
      </PageSection>

      <PageSection className="bg-white" eyebrow={t(m.pitchEyebrow)} title={t(m.pitchTitle)}>
        <ol className="relative mx-auto mt-12 max-w-3xl space-y-10 before:absolute before:bottom-2 before:start-6 before:top-2 before:w-px before:bg-gradient-to-b before:from-secondary-main before:to-accent-main">
          {STEPS.map(([title, text], i) => (
            <li key={title.id} className="relative flex gap-6">
              <span className="relative z-10 flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-primary-main font-serif text-xl font-semibold text-white ring-8 ring-white">
                {i + 1}
              </span>
              <div className="pt-1.5">
                <h3 className="text-2xl">{t(title)}</h3>
                <p className="mt-2 leading-relaxed text-muted">{t(text)}</p>
              </div>
            </li>
          ))}
        </ol>
        <div className="mx-auto mt-14 flex max-w-3xl flex-col items-center gap-3 rounded-2xl border border-secondary-main/40 bg-ivory px-6 py-6 text-center sm:flex-row sm:text-start">
          <FileText className="h-8 w-8 shrink-0 text-secondary-dark" aria-hidden />
          <p className="text-ink/85">
            <Message
              message={m.inquiries}
              values={{
                email: (
                  <a
                    href={`mailto:${hostingEmail}`}
                    dir="ltr"
                    className="font-semibold text-primary-main underline underline-offset-4 hover:text-accent-main"
                  >
                    {hostingEmail}
                  </a>
                ),
              }}
            />
          </p>
        </div>
      </PageSection>

      <PromoVideoModal isOpen={videoOpen} onClose={() => setVideoOpen(false)} title={t(m.videoTitle)} muted />
    </>
  );
}
