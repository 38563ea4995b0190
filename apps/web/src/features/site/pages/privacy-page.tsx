import { BRAND } from '@cq/shared';
import { Seo } from '../../../components/seo';
import { LegalPage, type LegalSection } from '../components/legal-page';

const SECTIONS: LegalSection[] = [
  {
    id: 'who-we-are',
    title: 'Who we are',
    body: (
      <p>
        {BRAND.fullTitle} runs this site and the competition, and is responsible for the personal data described here.
        You can reach us at the contact details at the end of this page.
      </p>
    ),
  },
  {
    id: 'what-we-collect',
    title: 'What we collect',
    body: (
      <ul>
        <li>Account details: your name, e-mail address, phone number and password (stored only as a secure hash).</li>
        <li>
          Registration details: date of birth, nationality, residence, physical details, background, languages,
          education, social media handles and an emergency contact.
        </li>
        <li>Files you upload: photos, a video and identity documents such as a birth certificate.</li>
        <li>
          Payment records: the amount, date and status of your fee. Card details are handled by our payment provider and
          never reach our servers.
        </li>
        <li>Messages you send us through the contact and sponsorship forms.</li>
        <li>
          Technical data: the pages you visit and basic information about your device, kept in server logs for security.
        </li>
      </ul>
    ),
  },
  {
    id: 'how-we-use-it',
    title: 'How we use your data',
    body: (
      <ul>
        <li>to run your account and your registration, and to review it fairly;</li>
        <li>to take payment of the registration fee and keep the records the law requires;</li>
        <li>
          to answer your messages and send you the e-mails your account needs (verification, password resets, updates on
          your registration);
        </li>
        <li>to keep the site secure and to prevent fraud and abuse.</li>
      </ul>
    ),
  },
  {
    id: 'sharing',
    title: 'Who we share it with',
    body: (
      <p>
        We never sell your data. We share it only with the service providers that help us run the competition (hosting,
        e-mail delivery, payments), each bound to protect it, and with judges and regional organisers when they review
        your registration. Finalists’ names, photos and biographies are published with their consent.
      </p>
    ),
  },
  {
    id: 'children',
    title: 'Children',
    body: (
      <p>
        Our services are not directed at children. We do not knowingly collect data from anyone under 18, and we delete
        any such data we find. If you believe a child has given us personal data, please contact us.
      </p>
    ),
  },
  {
    id: 'retention',
    title: 'How long we keep it',
    body: (
      <p>
        We keep account and registration data while your account is open and for up to two years after the season you
        entered, so that we can answer questions and meet our legal duties. Payment records are kept as long as tax law
        requires. Messages are kept for up to two years.
      </p>
    ),
  },
  {
    id: 'security',
    title: 'Security',
    body: (
      <p>
        Uploaded files are private: they are served only to you and to authorised staff through short-lived links.
        Passwords are hashed, connections are encrypted, and access to the back office is limited by role.
      </p>
    ),
  },
  {
    id: 'your-rights',
    title: 'Your rights',
    body: (
      <p>
        You can ask to see, correct, export or delete your personal data, and object to or restrict how we use it. Most
        details can be changed from your account; for anything else, write to us and we will answer within one month.
      </p>
    ),
  },
  {
    id: 'cookies',
    title: 'Cookies and local storage',
    body: (
      <p>
        We do not use advertising or tracking cookies. Your browser keeps a small amount of data in local storage to
        keep you signed in and to remember, for your current visit, that you have seen the opening animation.
      </p>
    ),
  },
];

export default function PrivacyPage() {
  return (
    <>
      <Seo
        title="Privacy Policy"
        description="How Continental Queens collects, uses and protects your personal data, and the rights you have over it."
      />
      <LegalPage
        title="Privacy Policy"
        intro={
          <p>
            Your trust matters to us. This policy explains what personal data we collect when you visit our site, create
            an account or take part in the competition, why we collect it and how you can control it.
          </p>
        }
        sections={SECTIONS}
      />
    </>
  );
}
