import { PageIntro } from '../../../components/page-intro';
import { Seo } from '../../../components/seo';

export default function AdminHomePage() {
  return (
    <>
      <Seo title="Back office" />
      <PageIntro eyebrow="Staff" title="Back office">
        <p>Review contestants and run the pageant.</p>
      </PageIntro>
    </>
  );
}
