import { PageIntro } from '../../../components/page-intro';
import { Seo } from '../../../components/seo';

export default function CompetitionPage() {
  return (
    <>
      <Seo title="The Competition" />
      <PageIntro eyebrow="Format" title="The Competition">
        <p>Regional selections on six continents, then one global finale.</p>
      </PageIntro>
    </>
  );
}
