import { PageIntro } from '../../../components/page-intro';
import { Seo } from '../../../components/seo';

export default function VerifyEmailPage() {
  return (
    <>
      <Seo title="Verify your e-mail" />
      <PageIntro eyebrow="Account" title="Verify your e-mail">
        <p>Confirming your address.</p>
      </PageIntro>
    </>
  );
}
