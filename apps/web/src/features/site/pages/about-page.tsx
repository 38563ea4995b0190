import * as Tabs from '@radix-ui/react-tabs';
import { ArrowRight, Globe2, HandHeart, Sparkles } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Seo } from '../../../components/seo';
import { PageHero } from '../components/page-hero';
import { IconCards, PageSection } from '../components/page-section';

const TABS = {
  mission: {
    label: 'Mission',
    title: 'Our mission',
    text: [
      'To give women on every continent a stage on which character, culture and service are celebrated, and the training, mentors and partners to turn that stage into lasting change in their communities.',
      'Every contestant arrives with a cause. We help her sharpen it into a project with goals, partners and a budget, and we hold ourselves to the same standard: a share of every season’s income goes straight to the queens’ programmes.',
    ],
  },
  vision: {
    label: 'Vision',
    title: 'Our vision',
    text: [
      'A world in which every young woman believes she can lead, and in which a crown is measured by the lives it improves.',
      'We see six queens each year who are known not for a single evening on stage but for the schools they helped build, the clinics they opened, the conversations they started and the girls who followed them.',
    ],
  },
} as const;
type TabKey = keyof typeof TABS;

const VALUES = [
  {
    icon: Sparkles,
    title: 'Empowerment',
    text: 'Workshops in public speaking, media, leadership and personal finance, and a mentor for every finalist. We measure success by the confidence contestants take home.',
  },
  {
    icon: Globe2,
    title: 'Global Unity',
    text: 'Six continents share one stage. Cultural presentations, language exchanges and joint service days turn rivals into a network of friends that spans the world.',
  },
  {
    icon: HandHeart,
    title: 'Social Impact',
    text: 'Every queen carries a cause, from girls’ education to clean water and mental health, and every season funds it through our partners and our own proceeds.',
  },
];

const STORY = [
  [
    'Founded for purpose',
    'Continental Queens began with organisers who had seen pageants at their best: launching careers, funding causes and building confidence. We built one around those moments.',
  ],
  [
    'Judged on substance',
    'Interviews, advocacy projects and cultural presentations carry most of the score. Presence matters, but it is the presence of a leader we look for.',
  ],
  [
    'A year of service',
    'The six queens spend their reign visiting partners, speaking at schools and universities, and reporting back on what their causes achieved.',
  ],
];

export default function AboutPage() {
  const [tab, setTab] = useState<TabKey>('mission');
  return (
    <>
      <Seo
        title="About us"
        description="Continental Queens crowns one queen per continent for women's empowerment, cultural unity and humanitarian impact. Read our mission, vision and values."
      />
      <PageHero
        eyebrow="Who we are"
        title="About us"
        text="We are an international pageant with a conscience: six continental crowns, one global finale, and a year of service for every woman we crown."
        art={<img src="/images/hero/our-cause.svg" alt="" width={420} height={378} className="w-[26rem]" />}
      />

      <section className="section bg-white">
        <div className="container-page grid gap-12 lg:grid-cols-[1fr_1.2fr]">
          <div>
            <p className="eyebrow">Why we exist</p>
            <h2 className="mt-3 text-3xl sm:text-4xl">Where beauty meets purpose</h2>
            <p className="mt-5 text-lg leading-relaxed text-muted">
              Beauty, to us, is the courage to stand up for something. Our contestants are students, nurses, engineers,
              artists and entrepreneurs from every corner of the world, and what unites them is a wish to use their
              voice.
            </p>
          </div>
          <Tabs.Root value={tab} onValueChange={(v) => setTab(v as TabKey)}>
            <Tabs.List
              aria-label="Mission and vision"
              className="inline-flex rounded-full border border-hairline bg-ivory p-1"
            >
              {(Object.keys(TABS) as TabKey[]).map((key) => (
                <Tabs.Trigger
                  key={key}
                  value={key}
                  className="rounded-full px-6 py-2.5 text-sm font-semibold text-muted transition-colors hover:text-primary-main data-[state=active]:bg-primary-main data-[state=active]:text-primary-contrast data-[state=active]:shadow-sm"
                >
                  {TABS[key].label}
                </Tabs.Trigger>
              ))}
            </Tabs.List>
            {(Object.keys(TABS) as TabKey[]).map((key) => (
              <Tabs.Content key={key} value={key} className="card mt-6 p-7 sm:p-9">
                <h3 className="text-2xl">{TABS[key].title}</h3>
                {TABS[key].text.map((p) => (
                  <p key={p.slice(0, 20)} className="mt-4 leading-relaxed text-ink/80">
                    {p}
                  </p>
                ))}
              </Tabs.Content>
            ))}
          </Tabs.Root>
        </div>
      </section>

      <PageSection className="bg-ivory" eyebrow="What we stand for" title="Our values">
        <IconCards
          items={VALUES}
          look={{
            grid: 'md:grid-cols-3',
            card: 'card p-8',
            title: 'mt-6 text-2xl',
            text: 'mt-3 leading-relaxed text-muted',
          }}
          icon={(Icon) => (
            <span className="flex h-14 w-14 items-center justify-center rounded-2xl bg-royal text-secondary-light shadow-md">
              <Icon className="h-6 w-6" aria-hidden />
            </span>
          )}
        />
      </PageSection>

      <PageSection className="bg-white" eyebrow="Our story" title="A different kind of pageant">
        <ol className="mt-12 grid gap-8 md:grid-cols-3">
          {STORY.map(([title, text], i) => (
            <li key={title} className="relative border-t-2 border-secondary-main pt-6">
              <span className="font-serif text-5xl font-semibold text-secondary-dark" aria-hidden>
                0{i + 1}
              </span>
              <h3 className="mt-2 text-xl">{title}</h3>
              <p className="mt-3 leading-relaxed text-muted">{text}</p>
            </li>
          ))}
        </ol>
      </PageSection>

      <section className="bg-royal text-white">
        <div className="container-page flex flex-col items-center py-16 text-center sm:py-20">
          <h2 className="max-w-2xl text-3xl text-white sm:text-4xl">Ready to carry your cause onto a global stage?</h2>
          <p className="mt-4 max-w-xl text-lg text-white/85">
            Create your account, tell us about yourself and the cause you champion, and start your registration.
          </p>
          <Link to="/auth/signup" className="btn-gold mt-8 px-9 py-3.5">
            JOIN US TODAY <ArrowRight className="h-4 w-4" aria-hidden />
          </Link>
        </div>
      </section>
    </>
  );
}
