import { useQuery } from '@tanstack/react-query';
import { ArrowRight, Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { useT } from '../../../i18n/locale-context';
import { delegateProfileQuery } from '../api/delegate-profile';
import { delegateProfileMessages as m } from '../messages';

/** On the dashboard of an approved contestant: the way to her public delegate profile. */
export function PublicProfilePanel() {
  const t = useT();
  // Once she has agreed, the panel says where her profile stands and leads to managing it, not to setting it up.
  const state = useQuery(delegateProfileQuery).data?.state;
  const agreed = state === 'awaiting_publication' || state === 'published';
  return (
    <section aria-labelledby="public-profile-heading" className="card p-6">
      <p className="eyebrow">{t(m.eyebrow)}</p>
      <h2 id="public-profile-heading" className="mt-1 text-2xl">
        {t(m.heading)}
      </h2>
      <p className="mt-2 text-sm leading-relaxed text-muted">
        {t(state === 'published' ? m.panelLive : state === 'awaiting_publication' ? m.panelAwaiting : m.panelText)}
      </p>
      {state ? (
        <Link
          to="/user/public-profile"
          className="mt-5 inline-flex items-center gap-2 rounded-full bg-primary-main px-5 py-2.5 text-sm font-semibold text-primary-contrast transition-colors hover:bg-primary-dark"
        >
          <Sparkles className="h-4 w-4" aria-hidden /> {t(agreed ? m.manage : m.setUp)}{' '}
          <ArrowRight className="h-4 w-4 rtl:-scale-x-100" aria-hidden />
        </Link>
      ) : (
        // Until her profile's state is known the button waits, so it never offers to set up one she agreed to.
        <span aria-hidden className="mt-5 inline-block h-10 w-48 animate-pulse rounded-full bg-ivory" />
      )}
    </section>
  );
}
