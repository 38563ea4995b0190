import { BRAND } from '@cq/shared';
import { Link } from 'react-router';
import { Seo } from '../../../components/seo';
import { LegalPage, type LegalSection } from '../components/legal-page';

const SECTIONS: LegalSection[] = [
  {
    id: 'acceptance',
    title: 'Acceptance of these terms',
    body: (
      <p>
        By using this site, creating an account or registering as a contestant, you agree to these terms. If you do not
        agree, please do not use the site. We may update the terms from time to time; the date above shows the latest
        version, and continuing to use the site after a change means you accept it.
      </p>
    ),
  },
  {
    id: 'eligibility',
    title: 'Eligibility',
    body: (
      <>
        <p>
          You must be at least 18 years old to create an account or take part in the competition. By registering you
          confirm that you meet this requirement and the eligibility rules of your continent, which are described on
          each continent page.
        </p>
        <p>
          We may ask for proof of age, identity or residence, and may withdraw a registration that does not meet them.
        </p>
      </>
    ),
  },
  {
    id: 'accounts',
    title: 'Your account',
    body: (
      <ul>
        <li>Keep your password private; you are responsible for what happens under your account.</li>
        <li>Give accurate, complete and current information, and keep it up to date.</li>
        <li>Tell us at once if you believe someone else has used your account.</li>
        <li>One account per person. We may suspend accounts that break these terms.</li>
      </ul>
    ),
  },
  {
    id: 'registration',
    title: 'Registration and fees',
    body: (
      <>
        <p>
          Registration opens and closes on the dates we publish. A registration fee may be payable before you can
          complete your registration; the amount is shown before you pay.
        </p>
        <p>
          Fees are non-refundable unless stated otherwise, including if you withdraw or are not selected. Where we
          cancel a selection entirely, we will offer a refund or a place in the next season.
        </p>
        <p>
          After you submit, your registration is reviewed by our team. You may edit a submitted registration a limited
          number of times, as shown on your dashboard.
        </p>
      </>
    ),
  },
  {
    id: 'conduct',
    title: 'Conduct and content',
    body: (
      <>
        <p>We expect every contestant, partner and visitor to treat others with respect. You agree not to:</p>
        <ul>
          <li>upload content that is unlawful, hateful, explicit, or that you have no right to share;</li>
          <li>impersonate anyone, or misrepresent your age, identity or achievements;</li>
          <li>interfere with the site, probe its security or collect other people’s data.</li>
        </ul>
        <p>
          You keep the rights in the photos, videos and documents you upload, and give us permission to use them to run
          the competition and, for finalists, to promote it.
        </p>
      </>
    ),
  },
  {
    id: 'sponsorship',
    title: 'Sponsorship and financial support',
    body: (
      <p>
        Taking part may involve costs such as travel, wardrobe and accommodation. Contestants may seek personal
        sponsors, provided those sponsors do not conflict with our official partners; we will always tell you about such
        restrictions in advance.
      </p>
    ),
  },
  {
    id: 'intellectual-property',
    title: 'Our content and trade marks',
    body: (
      <p>
        The name {BRAND.siteName}, the crown mark, the design of this site and its texts, images and films belong to us.
        You may share links to our pages, but may not copy or reuse our content or marks without written permission.
      </p>
    ),
  },
  {
    id: 'liability',
    title: 'Availability and liability',
    body: (
      <p>
        We work to keep the site available and accurate but cannot promise it will always be uninterrupted or free of
        errors. To the extent the law allows, we are not liable for indirect losses arising from your use of the site.
        Nothing in these terms limits liability that cannot be limited by law.
      </p>
    ),
  },
  {
    id: 'privacy',
    title: 'Privacy',
    body: (
      <p>
        How we handle your personal data is explained in our <Link to="/privacy-policy">Privacy Policy</Link>, which
        forms part of these terms.
      </p>
    ),
  },
];

export default function TermsPage() {
  return (
    <>
      <Seo
        title="Terms of Use"
        description="The terms that apply to the Continental Queens site, accounts and competition registration: eligibility, fees, conduct and more."
      />
      <LegalPage
        title="Terms of Use"
        intro={
          <p>
            These terms govern your use of the {BRAND.fullTitle} website and your participation in the competition.
            Please read them carefully: they explain what you can expect from us and what we expect from you.
          </p>
        }
        sections={SECTIONS}
      />
    </>
  );
}
