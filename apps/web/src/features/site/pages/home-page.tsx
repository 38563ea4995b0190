import { BRAND } from '@cq/shared';
import { Link } from 'react-router';
import { Seo } from '../../../components/seo';

export default function HomePage() {
  return (
    <>
      <Seo title={BRAND.siteName} />
      <section className="bg-gradient-to-br from-primary-dark via-primary-main to-accent-main text-primary-contrast">
        <div className="container-page py-24 sm:py-32">
          <p className="text-xs font-semibold uppercase tracking-[0.25em] text-secondary-light">{BRAND.fullTitle}</p>
          <h1 className="mt-4 max-w-3xl text-5xl text-white sm:text-6xl">{BRAND.tagline}</h1>
          <Link
            to="/auth/signup"
            className="mt-10 inline-block rounded-full bg-secondary-main px-8 py-3 font-semibold text-secondary-contrast"
          >
            Register Now
          </Link>
        </div>
      </section>
    </>
  );
}
