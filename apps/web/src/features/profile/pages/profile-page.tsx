import { PageIntro } from '../../../components/page-intro';
import { Seo } from '../../../components/seo';

export default function ProfilePage() {
  return (
    <>
      <Seo title="Your Profile" />
      <PageIntro eyebrow="Your portal" title="Your Profile">
        <p>Your contestant profile.</p>
      </PageIntro>
    </>
  );
}
