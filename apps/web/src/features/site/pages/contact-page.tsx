import { Mail, MapPin, Phone } from 'lucide-react';
import { useEffect } from 'react';
import { BreakableEmail } from '../../../components/ui/breakable-email';
import { useT } from '../../../i18n/locale-context';
import { useOrganisation } from '../api/use-site-settings';
import { PageTop } from '../components/page-hero';
import { ContactForm } from '../forms/contact-form';
import { contactMessages as m } from './contact-messages';

export default function ContactPage() {
  const { contactEmail, hostingEmail, phone } = useOrganisation();
  const t = useT();
  // The page opens at the top, also when reached from a link lower down another page.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, []);
  const details = [
    { icon: Mail, label: t(m.email), value: contactEmail, href: `mailto:${contactEmail}` },
    { icon: Phone, label: t(m.phone), value: phone, href: `tel:${phone.replace(/[^\d+]/g, '')}` },
    { icon: MapPin, label: t(m.hosting), value: hostingEmail, href: `mailto:${hostingEmail}` },
  ];
  return (
    <>
      <PageTop messages={m} />
      <section className="section bg-ivory">
        <div className="container-page grid gap-10 lg:grid-cols-[1fr_1.6fr]">
          <div className="min-w-0 space-y-5">
            <h2 className="text-3xl">{t(m.answerTitle)}</h2>
            <p className="leading-relaxed text-muted">{t(m.answerText)}</p>
            <ul className="space-y-4">
              {details.map(({ icon: Icon, label, value, href }) => (
                <li key={label} className="card flex items-center gap-4 p-5">
                  <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-primary-main/10 text-primary-main">
                    <Icon className="h-5 w-5" aria-hidden />
                  </span>
                  <span className="min-w-0">
                    <span className="block text-xs font-semibold uppercase tracking-[0.15em] text-muted">{label}</span>
                    <a href={href} dir="ltr" className="break-words font-semibold text-ink hover:text-primary-main">
                      {href.startsWith('mailto:') ? <BreakableEmail address={value} /> : value}
                    </a>
                  </span>
                </li>
              ))}
            </ul>
          </div>
          <div className="card min-w-0 p-6 sm:p-10">
            <h2 className="text-2xl">{t(m.formTitle)}</h2>
            <p className="mb-6 mt-2 text-sm text-muted">{t(m.formRequired)}</p>
            <ContactForm />
          </div>
        </div>
      </section>
    </>
  );
}
