import { type DelegateSummary, delegatePath } from '@cq/shared';
import { Link } from 'react-router';
import { CrownMark } from '../../../components/crown-mark';
import { PublishedPhoto } from '../../../components/ui/published-photo';
import { useCountryName } from '../../../i18n/format';
import { useT } from '../../../i18n/locale-context';
import { delegatesListMessages } from '../pages/delegate-messages';

export { useCountryName };

/**
 * One delegate in a list: her photo, name, country (with her continent, named in the page's language, where the
 * list spans several) and cause, linking to her page.
 */
export function DelegateCard({ delegate, continent }: { delegate: DelegateSummary; continent?: string }) {
  const t = useT();
  const countryName = useCountryName();
  const { headshot } = delegate;
  return (
    <Link
      to={delegatePath(delegate.slug)}
      className="card group flex h-full flex-col overflow-hidden transition-shadow hover:shadow-lg"
    >
      <div className="aspect-[4/5] overflow-hidden bg-ivory">
        {headshot ? (
          <PublishedPhoto
            photo={headshot}
            sizes="(min-width: 1024px) 22vw, (min-width: 640px) 45vw, 90vw"
            loading="lazy"
            className="h-full w-full object-cover transition-transform duration-500 group-hover:scale-105"
          />
        ) : (
          <div className="flex h-full items-center justify-center">
            <CrownMark className="h-16 w-16 opacity-40" />
          </div>
        )}
      </div>
      <div className="flex flex-1 flex-col p-5">
        <h3 className="text-xl group-hover:text-primary-main">{delegate.name}</h3>
        <p className="mt-1 text-sm font-semibold uppercase tracking-wider text-muted">
          {continent
            ? t(delegatesListMessages.place, { country: countryName(delegate.country), continent })
            : countryName(delegate.country)}
        </p>
        {delegate.cause ? <p className="mt-3 text-sm leading-relaxed text-muted">{delegate.cause}</p> : null}
      </div>
    </Link>
  );
}
