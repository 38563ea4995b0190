import { CONTINENTS } from '@cq/shared';
import { Link, useParams } from 'react-router';
import { Seo } from '../../../components/seo';
import NotFoundPage from './not-found-page';

export default function ContinentPage() {
  const { continent } = useParams();
  const info = CONTINENTS.find((c) => c.slug === continent);
  if (!info) return <NotFoundPage />;
  return (
    <section className="container-page py-16 sm:py-24">
      <Seo title={`Miss ${info.name}`} />
      <p className="eyebrow mb-3">Continental crown</p>
      <h1 className="text-4xl sm:text-5xl">{info.name}</h1>
      <Link
        to="/auth/signup"
        className="mt-8 inline-block rounded-full bg-primary-main px-7 py-3 font-semibold text-primary-contrast"
      >
        Register Now
      </Link>
    </section>
  );
}
