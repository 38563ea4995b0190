import { PageIntro } from '../../../components/page-intro';
import { Seo } from '../../../components/seo';

export default function AccountSettingsPage() {
  return (
    <>
      <Seo title="Account Settings" />
      <PageIntro eyebrow="Your portal" title="Account Settings">
        <p>Your account details.</p>
      </PageIntro>
    </>
  );
}
