import { PageIntro } from '../../../components/page-intro';
import { Seo } from '../../../components/seo';

export default function SponsorshipPage() {
  return (
    <>
      <Seo title="Sponsorship & Partnership" />
      <PageIntro eyebrow="Partner with us" title="Sponsorship & Partnership">
        <p>Stand beside six queens and their causes.</p>
      </PageIntro>
    </>
  );
}
