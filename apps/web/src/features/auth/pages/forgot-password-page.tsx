import { PageIntro } from '../../../components/page-intro';
import { Seo } from '../../../components/seo';

export default function ForgotPasswordPage() {
  return (
    <>
      <Seo title="Forgot password" />
      <PageIntro eyebrow="Account" title="Forgot password">
        <p>We will e-mail you a link to reset it.</p>
      </PageIntro>
    </>
  );
}
