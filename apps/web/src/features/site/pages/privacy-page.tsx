import { BRAND } from '@cq/shared';
import { Seo } from '../../../components/seo';
import { type Translate, useT } from '../../../i18n/locale-context';
import { LegalPage, type LegalSection } from '../components/legal-page';
import { privacyMessages as m } from './privacy-messages';

function sections(t: Translate): LegalSection[] {
  return [
    {
      id: 'who-we-are',
      title: t(m.whoTitle),
      body: <p>{t(m.whoBody, { title: BRAND.fullTitle })}</p>,
    },
    {
      id: 'what-we-collect',
      title: t(m.collectTitle),
      body: (
        <ul>
          <li>{t(m.collectAccount)}</li>
          <li>{t(m.collectRegistration)}</li>
          <li>{t(m.collectFiles)}</li>
          <li>{t(m.collectPayments)}</li>
          <li>{t(m.collectMessages)}</li>
          <li>{t(m.collectTechnical)}</li>
        </ul>
      ),
    },
    {
      id: 'how-we-use-it',
      title: t(m.useTitle),
      body: (
        <ul>
          <li>{t(m.useRun)}</li>
          <li>{t(m.usePayment)}</li>
          <li>{t(m.useAnswer)}</li>
          <li>{t(m.useSecure)}</li>
        </ul>
      ),
    },
    { id: 'sharing', title: t(m.sharingTitle), body: <p>{t(m.sharingBody)}</p> },
    { id: 'children', title: t(m.childrenTitle), body: <p>{t(m.childrenBody)}</p> },
    { id: 'retention', title: t(m.retentionTitle), body: <p>{t(m.retentionBody)}</p> },
    { id: 'security', title: t(m.securityTitle), body: <p>{t(m.securityBody)}</p> },
    { id: 'your-rights', title: t(m.rightsTitle), body: <p>{t(m.rightsBody)}</p> },
    { id: 'cookies', title: t(m.cookiesTitle), body: <p>{t(m.cookiesBody)}</p> },
  ];
}

export default function PrivacyPage() {
  const t = useT();
  return (
    <>
      <Seo title={t(m.seoTitle)} description={t(m.seoDescription)} />
      <LegalPage title={t(m.title)} intro={<p>{t(m.intro)}</p>} sections={sections(t)} />
    </>
  );
}
