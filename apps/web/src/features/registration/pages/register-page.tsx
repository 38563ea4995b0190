import { PageIntro } from '../../../components/page-intro';
import { Seo } from '../../../components/seo';

export default function RegisterPage() {
  return (
    <>
      <Seo title="Registration" />
      <PageIntro eyebrow="Your portal" title="Registration">
        <p>Your contestant registration.</p>
      </PageIntro>
    </>
  );
}
