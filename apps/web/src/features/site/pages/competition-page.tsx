import { Building2, Crown, FileText, Landmark, Megaphone, Play, Sparkles, Tv, Users } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Seo } from '../../../components/seo';
import { VideoModal } from '../../../components/video-modal';
import { useOrganisation } from '../api/use-site-settings';
import { PageHero } from '../components/page-hero';
import { IconCards, PageSection } from '../components/page-section';
import { SectionHeading } from '../components/section-heading';
import { PROMO_VIDEO } from '../content/promo-video';

const FORMAT = [
  {
    icon: Users,
    title: 'Regional Selections',
    text: 'National preliminaries and open calls on each continent lead to a regional final. Contestants are scored on interview, advocacy and cultural presentation, and one queen is crowned per continent.',
    points: ['Open to women aged 18 and over', 'Online and in-person interviews', 'A mentor for every finalist'],
  },
  {
    icon: Crown,
    title: 'Global Finale',
    text: 'The six continental queens spend two weeks together in the host city: service days, workshops, a cultural gala and a live, broadcast final in which the global title is decided.',
    points: ['Two weeks in the host city', 'Cultural gala and service days', 'Broadcast final night'],
  },
  {
    icon: Megaphone,
    title: 'Advocacy & Leadership',
    text: 'Every contestant presents a cause and a plan for it. The queens carry those projects through their reign with the help of our partners, and report back on what they achieved.',
    points: ['Project plan with measurable goals', 'Partner introductions', 'Public report at year end'],
  },
];

const PILLARS = [
  ['Interview & communication', 30, 'A panel conversation about your background, your cause and current affairs.'],
  ['Advocacy project', 30, 'Your plan: the need, the people it serves, partners and measurable goals.'],
  ['Cultural presentation', 20, 'A performance, speech or showcase of the heritage you represent.'],
  ['Presence & confidence', 20, 'Poise on stage, in evening wear of your choosing, and in front of the camera.'],
] as const;

const WHY_HOST = [
  {
    icon: Tv,
    title: 'A global audience',
    text: 'Broadcast and streamed coverage puts your city in front of viewers on six continents.',
  },
  {
    icon: Sparkles,
    title: 'Culture on show',
    text: 'Tours, galas and service days showcase local talent, designers, cuisine and heritage.',
  },
  {
    icon: Building2,
    title: 'Visitors and business',
    text: 'Delegations, press and fans fill hotels and venues, with partners looking for local suppliers.',
  },
  {
    icon: Landmark,
    title: 'A lasting legacy',
    text: 'Each host chooses a community project that the queens and partners support long after the finale.',
  },
];

const STEPS = [
  [
    'Prepare a bid proposal',
    'Venues, dates, accommodation, travel and a budget, with the cultural programme you would offer the queens and their delegations.',
  ],
  [
    'Show government and corporate support',
    'Letters from tourism boards or city offices, and the sponsors and media partners ready to stand behind the event.',
  ],
  [
    'Present a strong vision',
    'Tell us what hosting would mean for your community, which legacy project you would champion, and how you would welcome the world.',
  ],
] as const;

export default function CompetitionPage() {
  const [videoOpen, setVideoOpen] = useState(false);
  const { hostingEmail } = useOrganisation();
  return (
    <>
      <Seo
        title="The Competition"
        description="Regional selections on six continents, a global finale and a year of advocacy: how the Continental Queens competition works, how it is judged, and how to host it."
      />
      <PageHero
        eyebrow="The competition"
        title="Six regional crowns, one global finale"
        text="A season of selections, mentoring and advocacy that ends with six queens on one stage. Here is how it works, and how your city can host it."
        art={<img src="/images/hero/join-the-competition.svg" alt="" width={420} height={378} className="w-[26rem]" />}
      >
        <button type="button" className="btn-gold" onClick={() => setVideoOpen(true)}>
          <Play className="h-4 w-4 fill-current" aria-hidden /> Watch the film
        </button>
        <Link to="/auth/signup" className="btn-ghost-light">
          Register Now
        </Link>
      </PageHero>

      <PageSection
        className="bg-white"
        eyebrow="Format"
        title="How the season unfolds"
        text="Three stages, one thread: a woman with a cause and the support to pursue it."
      >
        <ul className="mt-12 grid gap-6 lg:grid-cols-3">
          {FORMAT.map(({ icon: Icon, title, text, points }) => (
            <li key={title} className="card flex flex-col p-8">
              <span className="flex h-14 w-14 items-center justify-center rounded-2xl bg-royal text-secondary-light shadow-md">
                <Icon className="h-6 w-6" aria-hidden />
              </span>
              <h3 className="mt-6 text-2xl">{title}</h3>
              <p className="mt-3 flex-1 leading-relaxed text-muted">{text}</p>
              <ul className="mt-6 space-y-2 border-t border-hairline pt-5 text-sm text-ink/85">
                {points.map((p) => (
                  <li key={p} className="flex items-center gap-2">
                    <span className="h-1.5 w-1.5 rounded-full bg-secondary-main" aria-hidden />
                    {p}
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
            eyebrow="Judging"
            title="What the judges look for"
            text="Scores are given by an independent panel of five, including a former queen, a partner representative and leaders from civil society."
          />
          <ul className="space-y-5">
            {PILLARS.map(([title, weight, text]) => (
              <li key={title} className="card p-6">
                <div className="flex items-baseline justify-between gap-4">
                  <h3 className="text-xl">{title}</h3>
                  <span className="font-serif text-2xl font-semibold text-primary-main">{weight}%</span>
                </div>
                <p className="mt-2 text-sm leading-relaxed text-muted">{text}</p>
                <div className="mt-4 h-1.5 overflow-hidden rounded-full bg-hairline" aria-hidden>
                  <div
                    className="h-full rounded-full bg-gradient-to-r from-primary-main to-accent-main"
                    style={{ width: `${weight * 2.5}%` }}
                  />
                </div>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <PageSection
        className="bg-royal text-white"
        light
        eyebrow="Why host"
        title="Bring the finale to your city"
        text="Hosting a regional final or the global finale is a chance to tell your story to the world and leave something good behind."
      >
        <IconCards
          items={WHY_HOST}
          look={{
            grid: 'sm:grid-cols-2 lg:grid-cols-4',
            card: 'rounded-2xl border border-white/15 bg-white/5 p-6 backdrop-blur-sm',
            title: 'mt-4 text-xl text-white',
            text: 'mt-2 text-sm leading-relaxed text-white/85',
          }}
          icon={(Icon) => <Icon className="h-7 w-7 text-secondary-light" aria-hidden />}
        />
      </PageSection>

      <PageSection className="bg-white" eyebrow="The pitch" title="Three steps to a winning bid">
        <ol className="relative mx-auto mt-12 max-w-3xl space-y-10 before:absolute before:bottom-2 before:start-6 before:top-2 before:w-px before:bg-gradient-to-b before:from-secondary-main before:to-accent-main">
          {STEPS.map(([title, text], i) => (
            <li key={title} className="relative flex gap-6">
              <span className="relative z-10 flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-primary-main font-serif text-xl font-semibold text-white ring-8 ring-white">
                {i + 1}
              </span>
              <div className="pt-1.5">
                <h3 className="text-2xl">{title}</h3>
                <p className="mt-2 leading-relaxed text-muted">{text}</p>
              </div>
            </li>
          ))}
        </ol>
        <div className="mx-auto mt-14 flex max-w-3xl flex-col items-center gap-3 rounded-2xl border border-secondary-main/40 bg-ivory px-6 py-6 text-center sm:flex-row sm:text-start">
          <FileText className="h-8 w-8 shrink-0 text-secondary-dark" aria-hidden />
          <p className="text-ink/85">
            For hosting inquiries, send your proposal to{' '}
            <a
              href={`mailto:${hostingEmail}`}
              className="font-semibold text-primary-main underline underline-offset-4 hover:text-accent-main"
            >
              {hostingEmail}
            </a>
            . We reply to every bid within ten working days.
          </p>
        </div>
      </PageSection>

      <VideoModal
        isOpen={videoOpen}
        onClose={() => setVideoOpen(false)}
        videoSrc={PROMO_VIDEO.mp4}
        webmSrc={PROMO_VIDEO.webm}
        poster={PROMO_VIDEO.poster}
        title="The Continental Queens season"
        description={PROMO_VIDEO.description}
        muted
      />
    </>
  );
}
