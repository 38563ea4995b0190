import type { SponsorshipTierKey } from '@cq/shared';
import { BadgeCheck, BarChart3, Globe2, HeartHandshake, Megaphone } from 'lucide-react';
import { Seo } from '../../../components/seo';
import { useSiteView } from '../../../lib/site-view';
import { PageHero } from '../components/page-hero';
import { IconCards, PageSection } from '../components/page-section';
import { SectionHeading } from '../components/section-heading';
import { SponsorshipForm } from '../forms/sponsorship-form';

const REASONS = [
  {
    icon: Globe2,
    title: 'Reach six continents',
    text: 'One partnership, visible in regional finals on every continent and at a broadcast global finale.',
  },
  {
    icon: HeartHandshake,
    title: 'Purpose your audience trusts',
    text: 'Stand with women who lead causes in education, health and the environment, not just with a show.',
  },
  {
    icon: BarChart3,
    title: 'Impact you can report',
    text: 'Every cause project has goals and a year-end report, so your support shows up in real numbers.',
  },
  {
    icon: Megaphone,
    title: 'Stories all year',
    text: 'Queens travel, speak and create content throughout their reign, with your brand beside them.',
  },
];

/** What each tier brings; its name, tagline and price are the organisers' (site content). */
const TIERS = [
  {
    key: 'title',
    featured: true,
    benefits: [
      'Naming rights to the global finale and its broadcast',
      'Logo on the crown sash, stage, press wall and every official film',
      'A seat on the finale judging panel',
      'Year-round appearances by all six queens',
      'First refusal on the next season',
    ],
  },
  {
    key: 'regional',
    benefits: [
      'Presenting rights to one continental selection and its final',
      'Logo on the regional queen’s sash and at every regional event',
      'Appearances by your continent’s queen during her reign',
      'Co-branded content for your local markets',
    ],
  },
  {
    key: 'event',
    benefits: [
      'Presenting rights to one event: the cultural gala, a service day or the welcome evening',
      'Product placement and sampling on the day',
      'Hospitality for your guests',
      'Coverage in the event’s film and photography',
    ],
  },
  {
    key: 'cause',
    benefits: [
      'Direct support for one queen’s advocacy project',
      'Joint field visits and storytelling with the queen',
      'Recognition in the year-end impact report',
      'Ideal for foundations, NGOs and purpose-led brands',
    ],
  },
] as const satisfies ReadonlyArray<{ key: SponsorshipTierKey; featured?: boolean; benefits: readonly string[] }>;

/** "From $50,000", or "Price on request" when the organisers set none. */
function priceLabel(price: number | null, currency: string): string {
  if (price === null) return 'Price on request';
  try {
    return `From ${new Intl.NumberFormat('en', { style: 'currency', currency, maximumFractionDigits: 0 }).format(price)}`;
  } catch {
    return `From ${price.toLocaleString('en')} ${currency}`;
  }
}

export default function SponsorshipPage() {
  const { currency, tiers } = useSiteView().content.sponsorship;
  return (
    <>
      <Seo
        title="Sponsorship & Partnership"
        description="Partner with Continental Queens: title, regional, event and cause partnerships that reach audiences on six continents and fund women-led causes."
      />
      <PageHero
        eyebrow="Partner with us"
        title="Sponsorship & Partnership"
        text="Put your brand beside women who lead, and help fund the causes they carry across six continents."
        art={<img src="/images/hero/sponsorship.svg" alt="" width={420} height={378} className="w-[26rem]" />}
      >
        <a href="#become-a-partner" className="btn-gold">
          Become a Partner
        </a>
      </PageHero>

      <PageSection className="bg-white" eyebrow="Why sponsor" title="A partnership with purpose">
        <IconCards
          items={REASONS}
          look={{
            grid: 'sm:grid-cols-2 lg:grid-cols-4',
            card: 'card p-7',
            title: 'mt-4 text-xl',
            text: 'mt-2 text-sm leading-relaxed text-muted',
          }}
          icon={(Icon) => <Icon className="h-8 w-8 text-accent-main" aria-hidden />}
        />
      </PageSection>

      <PageSection
        className="bg-ivory"
        eyebrow="Partnership tiers"
        title="Four ways to stand with us"
        text="Every partnership is shaped with you; these are the starting points and what each one brings."
      >
        <ul className="mt-12 grid gap-6 md:grid-cols-2 xl:grid-cols-4">
          {TIERS.map((tier) => {
            const words = tiers[tier.key];
            const featured = 'featured' in tier && tier.featured;
            return (
              <li
                key={tier.key}
                className={`relative flex flex-col rounded-2xl p-7 shadow-[var(--shadow-card)] ${
                  featured ? 'bg-royal text-white ring-2 ring-secondary-main' : 'border border-hairline bg-white'
                }`}
              >
                {featured ? (
                  <span className="absolute -top-3 start-7 rounded-full bg-secondary-main px-3 py-1 text-xs font-semibold uppercase tracking-wider text-secondary-contrast">
                    Most visible
                  </span>
                ) : null}
                <p
                  className={`text-xs font-semibold uppercase tracking-[0.2em] ${featured ? 'text-secondary-light' : 'text-accent-main'}`}
                >
                  {words.tagline}
                </p>
                <h3 className={`mt-2 text-2xl ${featured ? 'text-white' : ''}`}>{words.name}</h3>
                <p className={`mt-2 font-serif text-lg ${featured ? 'text-secondary-light' : 'text-primary-main'}`}>
                  {priceLabel(words.price, currency)}
                </p>
                <ul className="mt-6 flex-1 space-y-3 text-sm">
                  {tier.benefits.map((b) => (
                    <li key={b} className="flex gap-2.5">
                      <BadgeCheck
                        className={`mt-0.5 h-4 w-4 shrink-0 ${featured ? 'text-secondary-light' : 'text-primary-main'}`}
                        aria-hidden
                      />
                      <span className={featured ? 'text-white/90' : 'text-ink/85'}>{b}</span>
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
              eyebrow="Get in touch"
              title="Become a Partner"
              text="Tell us about your organisation and what you would like to achieve. Our partnerships team replies within three working days."
            />
            <ul className="mt-8 space-y-3 text-sm text-muted">
              <li>• All fields are required.</li>
              <li>• We use your details only to answer your inquiry.</li>
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
