import { DEFAULT_SITE_CONTENT, type SponsorshipTierKey } from '@cq/shared';
import { BadgeCheck, BarChart3, Globe2, HeartHandshake, Megaphone } from 'lucide-react';
import { type Formatters, useFormat } from '../../../i18n/format';
import { type Translate, useT } from '../../../i18n/locale-context';
import type { MessageDescriptor } from '../../../i18n/message-descriptor';
import { useWritten } from '../../../i18n/written';
import { useSiteView } from '../../../lib/site-view';
import { PageTop } from '../components/page-hero';
import { IconCards, PageSection } from '../components/page-section';
import { SectionHeading } from '../components/section-heading';
import { SponsorshipForm } from '../forms/sponsorship-form';
import { sponsorshipMessages as m } from './sponsorship-messages';

const REASONS = [
  { icon: Globe2, title: m.reachTitle, text: m.reachText },
  { icon: HeartHandshake, title: m.trustTitle, text: m.trustText },
  { icon: BarChart3, title: m.impactTitle, text: m.impactText },
  { icon: Megaphone, title: m.storiesTitle, text: m.storiesText },
];

/** What each tier brings; its name, tagline and price are the organisers' (site content). */
const TIERS = [
  {
    key: 'title',
    featured: true,
    name: m.titleName,
    tagline: m.titleTagline,
    benefits: [m.titleBenefit1, m.titleBenefit2, m.titleBenefit3, m.titleBenefit4, m.titleBenefit5],
  },
  {
    key: 'regional',
    name: m.regionalName,
    tagline: m.regionalTagline,
    benefits: [m.regionalBenefit1, m.regionalBenefit2, m.regionalBenefit3, m.regionalBenefit4],
  },
  {
    key: 'event',
    name: m.eventName,
    tagline: m.eventTagline,
    benefits: [m.eventBenefit1, m.eventBenefit2, m.eventBenefit3, m.eventBenefit4],
  },
  {
    key: 'cause',
    name: m.causeName,
    tagline: m.causeTagline,
    benefits: [m.causeBenefit1, m.causeBenefit2, m.causeBenefit3, m.causeBenefit4],
  },
] as const satisfies ReadonlyArray<{
  key: SponsorshipTierKey;
  featured?: boolean;
  name: MessageDescriptor;
  tagline: MessageDescriptor;
  benefits: readonly MessageDescriptor[];
}>;

/** "From $50,000", or "Price on request" when the organisers set none. */
function priceLabel(t: Translate, format: Formatters, price: number | null, currency: string): string {
  if (price === null) return t(m.priceOnRequest);
  try {
    return t(m.priceFrom, { price: format.currency(price, currency, { maximumFractionDigits: 0 }) });
  } catch {
    return t(m.priceFrom, { price: `${format.number(price)} ${currency}` });
  }
}

/**
 * A tier's name or tagline: the organisers' version in the page's language; the built-in words in the page's
 * language while they have not changed them; else their English as written, marked as English.
 */
function ownWords(
  t: Translate,
  own: { words: { name: string; tagline: string }; lang: 'en' | undefined },
  part: 'name' | 'tagline',
  english: string,
  builtIn: string,
  message: MessageDescriptor,
): { text: string; lang: 'en' | undefined } {
  if (!own.lang && own.words[part] !== english) return { text: own.words[part], lang: undefined };
  return english === builtIn ? { text: t(message), lang: undefined } : { text: english, lang: own.lang };
}

export default function SponsorshipPage() {
  const { currency, tiers } = useSiteView().content.sponsorship;
  const t = useT();
  const format = useFormat();
  const written = useWritten();
  const reasons = REASONS.map((r) => ({ icon: r.icon, title: t(r.title), text: t(r.text) }));
  return (
    <>
      <PageTop messages={m} art="/images/hero/sponsorship.svg">
        <a href="#become-a-partner" className="btn-gold">
          {t(m.becomePartner)}
        </a>
      </PageTop>

      <PageSection className="bg-white" eyebrow={t(m.whyEyebrow)} title={t(m.whyTitle)}>
        <IconCards
          items={reasons}
          look={{
            grid: 'sm:grid-cols-2 lg:grid-cols-4',
            card: 'card p-7',
            title: 'mt-4 text-xl',
            text: 'mt-2 text-sm leading-relaxed text-muted',
          }}
          icon={(Icon) => <Icon className="h-8 w-8 text-accent-main" aria-hidden />}
        />
      </PageSection>

      <PageSection className="bg-ivory" eyebrow={t(m.tiersEyebrow)} title={t(m.tiersTitle)} text={t(m.tiersText)}>
        <ul className="mt-12 grid gap-6 md:grid-cols-2 xl:grid-cols-4">
          {TIERS.map((tier) => {
            const words = tiers[tier.key];
            const builtIn = DEFAULT_SITE_CONTENT.sponsorship.tiers[tier.key];
            const featured = 'featured' in tier && tier.featured;
            const own = written({ name: words.name, tagline: words.tagline }, words.translations);
            const tagline = ownWords(t, own, 'tagline', words.tagline, builtIn.tagline, tier.tagline);
            const name = ownWords(t, own, 'name', words.name, builtIn.name, tier.name);
            return (
              <li
                key={tier.key}
                className={`relative flex flex-col rounded-2xl p-7 shadow-[var(--shadow-card)] ${
                  featured ? 'bg-royal text-white ring-2 ring-secondary-main' : 'border border-hairline bg-white'
                }`}
              >
                {featured ? (
                  <span className="absolute -top-3 start-7 rounded-full bg-secondary-main px-3 py-1 text-xs font-semibold uppercase tracking-wider text-secondary-contrast">
                    {t(m.mostVisible)}
                  </span>
                ) : null}
                <p
                  lang={tagline.lang}
                  className={`text-xs font-semibold uppercase tracking-[0.2em] ${featured ? 'text-secondary-light' : 'text-accent-main'}`}
                >
                  {tagline.text}
                </p>
                <h3 lang={name.lang} className={`mt-2 text-2xl ${featured ? 'text-white' : ''}`}>
                  {name.text}
                </h3>
                <p className={`mt-2 font-serif text-lg ${featured ? 'text-secondary-light' : 'text-primary-main'}`}>
                  {priceLabel(t, format, words.price, currency)}
                </p>
                <ul className="mt-6 flex-1 space-y-3 text-sm">
                  {tier.benefits.map((b) => (
                    <li key={b.id} className="flex gap-2.5">
                      <BadgeCheck
                        className={`mt-0.5 h-4 w-4 shrink-0 ${featured ? 'text-secondary-light' : 'text-primary-main'}`}
                        aria-hidden
                      />
                      <span className={featured ? 'text-white/90' : 'text-ink/85'}>{t(b)}</span>
                    </li>
                  ))}
                </ul>
              </li>
            );
          })}
        </ul>
      </PageSection>

      <section id="become-a-partner" className="section scroll-mt-[var(--header-height)] bg-white">
        <div className="container-page grid gap-12 lg:grid-cols-[1fr_1.6fr]">
          <div>
            <SectionHeading
              align="left"
              eyebrow={t(m.contactEyebrow)}
              title={t(m.contactTitle)}
              text={t(m.contactText)}
            />
            <ul className="mt-8 space-y-3 text-sm text-muted">
              <li>• {t(m.allRequired)}</li>
              <li>• {t(m.detailsUse)}</li>
            </ul>
          </div>
          <div className="card p-6 sm:p-10">
            <SponsorshipForm />
          </div>
        </div>
      </section>
    </>
  );
}
