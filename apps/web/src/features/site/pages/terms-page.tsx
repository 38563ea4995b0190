import { PageIntro } from '../../../components/page-intro';
import { Seo } from '../../../components/seo';

export default function TermsPage() {
  return (
    <>
      <Seo title="Terms of Use" />
      <PageIntro eyebrow="Legal" title="Terms of Use">
        <p>The terms that apply to the site and to registration.</p>
      </PageIntro>
    </>
  );
}
