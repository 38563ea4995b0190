import { PageIntro } from '../../../components/page-intro';
import { Seo } from '../../../components/seo';

export default function AboutPage() {
  return (
    <>
      <Seo title="About us" />
      <PageIntro eyebrow="Who we are" title="About us">
        <p>Continental Queens crowns one queen per continent and brings the six together for a global finale.</p>
      </PageIntro>
    </>
  );
}
