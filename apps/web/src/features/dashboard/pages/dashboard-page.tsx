import { PageIntro } from '../../../components/page-intro';
import { Seo } from '../../../components/seo';

export default function DashboardPage() {
  return (
    <>
      <Seo title="Dashboard" />
      <PageIntro eyebrow="Your portal" title="Dashboard">
        <p>Your registration at a glance.</p>
      </PageIntro>
    </>
  );
}
