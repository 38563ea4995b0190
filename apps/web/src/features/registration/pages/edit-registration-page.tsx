import { PageIntro } from '../../../components/page-intro';
import { Seo } from '../../../components/seo';

export default function EditRegistrationPage() {
  return (
    <>
      <Seo title="Edit Registration" />
      <PageIntro eyebrow="Your portal" title="Edit Registration">
        <p>You are editing your registration form.</p>
      </PageIntro>
    </>
  );
}
