import { BRAND } from '@cq/shared';
import { Link } from 'react-router';
import { Seo } from '../../../components/seo';
import { Message, type Translate, useT } from '../../../i18n/locale-context';
import { LegalPage, type LegalSection } from '../components/legal-page';
import { termsMessages as m } from './terms-messages';

function sections(t: Translate): LegalSection[] {
  return [
    {
      id: 'acceptance',
      title: t(m.acceptanceTitle),
      body: <p>{t(m.acceptanceBody)}</p>,
    },
    {
      id: 'eligibility',
      title: t(m.eligibilityTitle),
      body: (
        <>
          <p>{t(m.eligibilityAge)}</p>
          <p>{t(m.eligibilityProof)}</p>
        </>
      ),
    },
    {
      id: 'accounts',
      title: t(m.accountsTitle),
      body: (
        <ul>
          <li>{t(m.accountsPassword)}</li>
          <li>{t(m.accountsAccurate)}</li>
          <li>{t(m.accountsTell)}</li>
          <li>{t(m.accountsOne)}</li>
        </ul>
      ),
    },
    {
      id: 'registration',
      title: t(m.registrationTitle),
      body: (
        <>
          <p>{t(m.registrationDates)}</p>
          <p>{t(m.registrationRefunds)}</p>
          <p>{t(m.registrationReview)}</p>
        </>
      ),
    },
    {
      id: 'conduct',
      title: t(m.conductTitle),
      body: (
        <>
          <p>{t(m.conductIntro)}</p>
          <ul>
            <li>{t(m.conductUpload)}</li>
            <li>{t(m.conductImpersonate)}</li>
            <li>{t(m.conductInterfere)}</li>
          </ul>
          <p>{t(m.conductRights)}</p>
        </>
      ),
    },
    {
      id: 'sponsorship',
      title: t(m.sponsorshipTitle),
      body: <p>{t(m.sponsorshipBody)}</p>,
    },
    {
      id: 'intellectual-property',
      title: t(m.ipTitle),
      body: <p>{t(m.ipBody, { brand: BRAND.siteName })}</p>,
    },
    {
      id: 'liability',
      title: t(m.liabilityTitle),
      body: <p>{t(m.liabilityBody)}</p>,
    },
    {
      id: 'privacy',
      title: t(m.privacyTitle),
      body: (
        <p>
          <Message message={m.privacyBody} values={{ link: <Link to="/privacy-policy">{t(m.privacyLink)}</Link> }} />
        </p>
      ),
    },
  ];
}

export default function TermsPage() {
  const t = useT();
  return (
    <>
      <Seo title={t(m.seoTitle)} description={t(m.seoDescription)} />
      <LegalPage title={t(m.title)} intro={<p>{t(m.intro, { title: BRAND.fullTitle })}</p>} sections={sections(t)} />
    </>
  );
}
