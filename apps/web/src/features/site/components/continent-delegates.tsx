import { useQuery } from '@tanstack/react-query';
import { continentDelegatesQuery } from '../api/delegates-api';
import { DelegateCard } from './delegate-card';

/** "Meet the delegates" of a continent: shown once staff have published at least one. */
export function ContinentDelegates({ continent }: { continent: string }) {
  const { data: delegates } = useQuery(continentDelegatesQuery(continent));
  if (!delegates?.length) return null;
  return (
    <section aria-labelledby="delegates-heading" className="section bg-ivory">
      <div className="container-page">
        <p className="eyebrow text-center">This season</p>
        <h2 id="delegates-heading" className="mt-3 text-center text-3xl sm:text-4xl">
          Meet the delegates of {continent}
        </h2>
        <ul className="mt-10 grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {delegates.map((d) => (
            <li key={d.slug}>
              <DelegateCard delegate={d} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
