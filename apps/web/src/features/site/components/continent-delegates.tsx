import { CONTINENTS } from '@cq/shared';
import { useQuery } from '@tanstack/react-query';
import { useContinentName } from '../../../i18n/common-messages';
import { useT } from '../../../i18n/locale-context';
import { continentDelegatesQuery } from '../api/delegates-api';
import { continentMessages as m } from '../pages/continent-messages';
import { DelegateCard } from './delegate-card';

/** "Meet the delegates" of a continent (its English name, as stored): shown once staff have published at least one. */
export function ContinentDelegates({ continent }: { continent: string }) {
  const t = useT();
  const continentName = useContinentName();
  const slug = CONTINENTS.find((c) => c.name === continent)?.slug;
  const { data: delegates } = useQuery(continentDelegatesQuery(continent));
  if (!delegates?.length) return null;
  return (
    <section aria-labelledby="delegates-heading" className="section bg-ivory">
      <div className="container-page">
        <p className="eyebrow text-center">{t(m.delegatesEyebrow)}</p>
        <h2 id="delegates-heading" className="mt-3 text-center text-3xl sm:text-4xl">
          {t(m.delegatesTitle, { continent: slug ? continentName(slug) : continent })}
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
