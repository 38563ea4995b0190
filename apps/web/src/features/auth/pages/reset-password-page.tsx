import { PageIntro } from '../../../components/page-intro';
import { Seo } from '../../../components/seo';

export default function ResetPasswordPage() {
  return (
    <>
      <Seo title="Reset password" />
      <PageIntro eyebrow="Account" title="Reset password">
        <p>Choose a new password.</p>
      </PageIntro>
    </>
  );
}
