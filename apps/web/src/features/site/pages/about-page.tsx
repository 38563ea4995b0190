import * as Tabs from '@radix-ui/react-tabs';
import { ArrowRight, Globe2, HandHeart, Sparkles } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useT } from '../../../i18n/locale-context';
import { PageTop } from '../components/page-hero';
import { IconCards, PageSection } from '../components/page-section';
import { aboutMessages as m } from './about-messages';

const TABS = {
  mission: { label: m.missionLabel, title: m.missionTitle, text: [m.missionText1, m.missionText2] },
  vision: { label: m.visionLabel, title: m.visionTitle, text: [m.visionText1, m.visionText2] },
} as const;
type TabKey = keyof typeof TABS;

const VALUES = [
  { icon: Sparkles, title: m.empowermentTitle, text: m.empowermentText },
  { icon: Globe2, title: m.unityTitle, text: m.unityText },
  { icon: HandHeart, title: m.impactTitle, text: m.impactText },
];

const STORY = [
  [m.foundedTitle, m.foundedText],
  [m.judgedTitle, m.judgedText],
  [m.serviceTitle, m.serviceText],
] as const;

export default function AboutPage() {
  const t = useT();
  const [tab, setTab] = useState<TabKey>('mission');
  return (
    <>
      <PageTop messages={m} art="/images/hero/our-cause.svg" />

      <section className="section bg-white">
        <div className="container-page grid gap-12 lg:grid-cols-[1fr_1.2fr]">
          <div>
            <p className="eyebrow">{t(m.whyEyebrow)}</p>
            <h2 className="mt-3 text-3xl sm:text-4xl">{t(m.whyTitle)}</h2>
            <p className="mt-5 text-lg leading-relaxed text-muted">{t(m.whyText)}</p>
          </div>
          <Tabs.Root value={tab} onValueChange={(v) => setTab(v as TabKey)}>
            <Tabs.List
              aria-label={t(m.tabsLabel)}
              className="inline-flex rounded-full border border-hairline bg-ivory p-1"
            >
              {(Object.keys(TABS) as TabKey[]).map((key) => (
                <Tabs.Trigger
                  key={key}
                  value={key}
                  className="rounded-full px-6 py-2.5 text-sm font-semibold text-muted transition-colors hover:text-primary-main data-[state=active]:bg-primary-main data-[state=active]:text-primary-contrast data-[state=active]:shadow-sm"
                >
                  {t(TABS[key].label)}
                </Tabs.Trigger>
              ))}
            </Tabs.List>
            {(Object.keys(TABS) as TabKey[]).map((key) => (
              <Tabs.Content key={key} value={key} className="card mt-6 p-7 sm:p-9">
                <h3 className="text-2xl">{t(TABS[key].title)}</h3>
                {TABS[key].text.map((p) => (
                  <p key={p.id} className="mt-4 leading-relaxed text-ink/80">
                    {t(p)}
                  </p>
                ))}
              </Tabs.Content>
            ))}
          </Tabs.Root>
        </div>
      </section>

      <PageSection className="bg-ivory" eyebrow={t(m.valuesEyebrow)} title={t(m.valuesTitle)}>
        <IconCards
          items={VALUES.map((v) => ({ ...v, title: t(v.title), text: t(v.text) }))}
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

      <PageSection className="bg-white" eyebrow={t(m.storyEyebrow)} title={t(m.storyTitle)}>
        <ol className="mt-12 grid gap-8 md:grid-cols-3">
          {STORY.map(([title, text], i) => (
            <li key={title.id} className="relative border-t-2 border-secondary-main pt-6">
              <span className="font-serif text-5xl font-semibold text-secondary-dark" aria-hidden>
                0{i + 1}
              </span>
              <h3 className="mt-2 text-xl">{t(title)}</h3>
              <p className="mt-3 leading-relaxed text-muted">{t(text)}</p>
            </li>
          ))}
        </ol>
      </PageSection>

      <section className="bg-royal text-white">
        <div className="container-page flex flex-col items-center py-16 text-center sm:py-20">
          <h2 className="max-w-2xl text-3xl text-white sm:text-4xl">{t(m.ctaTitle)}</h2>
          <p className="mt-4 max-w-xl text-lg text-white/85">{t(m.ctaText)}</p>
          <Link to="/auth/signup" className="btn-gold mt-8 px-9 py-3.5">
            {t(m.ctaButton)} <ArrowRight className="h-4 w-4 rtl:-scale-x-100" aria-hidden />
          </Link>
        </div>
      </section>
    </>
  );
}
