import { Mail, MapPin, Phone } from 'lucide-react';
import { useEffect } from 'react';
import { Seo } from '../../../components/seo';
import { BreakableEmail } from '../../../components/ui/breakable-email';
import { useOrganisation } from '../api/use-site-settings';
import { PageHero } from '../components/page-hero';
import { ContactForm } from '../forms/contact-form';

export default function ContactPage() {
  const { contactEmail, hostingEmail, phone } = useOrganisation();
  // The page opens at the top, also when reached from a link lower down another page.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, []);
  const details = [
    { icon: Mail, label: 'Email', value: contactEmail, href: `mailto:${contactEmail}` },
    { icon: Phone, label: 'Phone', value: phone, href: `tel:${phone.replace(/[^\d+]/g, '')}` },
    { icon: MapPin, label: 'Hosting inquiries', value: hostingEmail, href: `mailto:${hostingEmail}` },
  ];
  return (
    <>
      <Seo
        title="Contact Us"
        description="Questions about registration, partnerships, media or hosting? Write to the Continental Queens team; we answer every message."
      />
      <PageHero
        eyebrow="Get in touch"
        title="Contact Us"
        text="Whether you are thinking of entering, partnering, writing about us or hosting a final, we would love to hear from you."
      />
      <section className="section bg-ivory">
        <div className="container-page grid gap-10 lg:grid-cols-[1fr_1.6fr]">
          <div className="min-w-0 space-y-5">
            <h2 className="text-3xl">We answer every message</h2>
            <p className="leading-relaxed text-muted">
              Our team reads messages Monday to Friday and replies within two working days. For registration questions,
              signed-in contestants will also find answers on their dashboard.
            </p>
            <ul className="space-y-4">
              {details.map(({ icon: Icon, label, value, href }) => (
                <li key={label} className="card flex items-center gap-4 p-5">
                  <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-primary-main/10 text-primary-main">
                    <Icon className="h-5 w-5" aria-hidden />
                  </span>
                  <span className="min-w-0">
                    <span className="block text-xs font-semibold uppercase tracking-[0.15em] text-muted">{label}</span>
                    <a href={href} className="break-words font-semibold text-ink hover:text-primary-main">
                      {href.startsWith('mailto:') ? <BreakableEmail address={value} /> : value}
                    </a>
                  </span>
                </li>
              ))}
            </ul>
          </div>
          <div className="card min-w-0 p-6 sm:p-10">
            <h2 className="text-2xl">Send us a message</h2>
            <p className="mb-6 mt-2 text-sm text-muted">Fields marked * are required.</p>
            <ContactForm />
          </div>
        </div>
      </section>
    </>
  );
}
