import { PageIntro } from '../../../components/page-intro';
import { Seo } from '../../../components/seo';

export default function ContactPage() {
  return (
    <>
      <Seo title="Contact Us" />
      <PageIntro eyebrow="Get in touch" title="Contact Us">
        <p>We would love to hear from you.</p>
      </PageIntro>
    </>
  );
}
