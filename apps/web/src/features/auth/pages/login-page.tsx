import { PageIntro } from '../../../components/page-intro';
import { Seo } from '../../../components/seo';

export default function LoginPage() {
  return (
    <>
      <Seo title="Sign in" />
      <PageIntro eyebrow="Welcome back" title="Sign in">
        <p>Sign in to your account.</p>
      </PageIntro>
    </>
  );
}
