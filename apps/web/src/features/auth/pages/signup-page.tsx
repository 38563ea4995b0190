import { PageIntro } from '../../../components/page-intro';
import { Seo } from '../../../components/seo';

export default function SignupPage() {
  return (
    <>
      <Seo title="Create your account" />
      <PageIntro eyebrow="Join us" title="Create your account">
        <p>Sign up to register as a contestant.</p>
      </PageIntro>
    </>
  );
}
