import { Link } from 'react-router';
import { CrownMark } from '../../../components/crown-mark';
import { Seo } from '../../../components/seo';

export default function NotFoundPage() {
  return (
    <section className="container-page flex min-h-[60vh] flex-col items-center justify-center py-20 text-center">
      <Seo title="Page not found" noIndex />
      <CrownMark className="h-16 w-16 opacity-80" />
      <p className="eyebrow mt-6">Error 404</p>
      <h1 className="mt-3 text-4xl sm:text-5xl">This page has left the stage</h1>
      <p className="mt-4 max-w-md text-lg text-muted">The page you were looking for does not exist or has moved.</p>
      <Link
        to="/"
        className="mt-8 rounded-full bg-primary-main px-7 py-3 font-semibold text-primary-contrast shadow-sm hover:bg-primary-dark"
      >
        Back to Home
      </Link>
    </section>
  );
}
