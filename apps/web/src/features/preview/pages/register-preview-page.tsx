import { PageIntro } from '../../../components/page-intro';
import { Seo } from '../../../components/seo';

export default function RegisterPreviewPage() {
  return (
    <>
      <Seo title="Registration preview" />
      <PageIntro eyebrow="Staff only" title="Registration preview">
        <p>A preview of the registration form for the organisers.</p>
      </PageIntro>
    </>
  );
}
