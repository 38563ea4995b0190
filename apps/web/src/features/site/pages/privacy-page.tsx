import { PageIntro } from '../../../components/page-intro';
import { Seo } from '../../../components/seo';

export default function PrivacyPage() {
  return (
    <>
      <Seo title="Privacy Policy" />
      <PageIntro eyebrow="Legal" title="Privacy Policy">
        <p>How we look after your personal data.</p>
      </PageIntro>
    </>
  );
}
